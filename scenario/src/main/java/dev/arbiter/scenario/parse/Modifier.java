package dev.arbiter.scenario.parse;

import java.util.Objects;

/** A setup item's modifier, written in parentheses after the card name. */
public sealed interface Modifier {

    /** {@code tapped}. */
    record Tapped() implements Modifier {}

    /** {@code sick}: came under its controller's control this turn. */
    record Sick() implements Modifier {}

    /** {@code damage N}: damage marked on it. */
    record Damage(int amount) implements Modifier {}

    /** {@code KIND N}: N counters of KIND ({@code +1/+1}, {@code -1/-1}, {@code charge}, any word), lower-cased. */
    record Counters(String kind, int count) implements Modifier {
        public Counters {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** {@code attached to CARD}: an Aura or Equipment attached to an object (or player). */
    record AttachedTo(ObjRef target) implements Modifier {
        public AttachedTo {
            Objects.requireNonNull(target, "target");
        }
    }

    /** {@code as LABEL}: a name for telling copies apart. */
    record Label(String label) implements Modifier {
        public Label {
            Objects.requireNonNull(label, "label");
        }
    }

    /** {@code token}: the object is a token, not a card. */
    record Token() implements Modifier {}
}
