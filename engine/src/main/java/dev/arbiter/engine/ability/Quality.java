package dev.arbiter.engine.ability;

import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;

/** The quality a protection ability names (seed 502.7a): a colour, a card type, or everything. */
public sealed interface Quality {
    String text();

    record OfColor(Color color) implements Quality {
        public String text() { return color.lowerName(); }
    }

    /** A card type: protection from creatures, from artifacts (seed 502.7a). */
    record OfCardType(CardType type) implements Quality {
        public String text() { return type.word().toLowerCase(java.util.Locale.ROOT) + "s"; }
    }

    /** A subtype: protection from Demons, from Zombies, from Arcane (702.16a); {@code subtype} singular. */
    record OfSubtype(String subtype) implements Quality {
        public String text() { return subtype + "s"; }
    }

    /** Protection from multicolored ({@code multicolored}) or from monocolored (105.2b-c, 702.16a). */
    record OfColorCount(boolean multicolored) implements Quality {
        public String text() { return multicolored ? "multicolored" : "monocolored"; }
    }

    /** Protection from everything (current 702.16j). */
    record Everything() implements Quality {
        public String text() { return "everything"; }
    }

    /**
     * "protection from the chosen color" (607.2, 702.16a): the colour chosen as the ability's source
     * entered; the layer system turns it into {@link OfColor} (no protection when nothing was chosen).
     */
    record ChosenColor() implements Quality {
        public String text() { return "the chosen color"; }
    }
}
