package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A requirement to block one creature, for this turn (509.1c):
 * <pre>
 * blocks := ("blocks" | "block") (target-creature | "it" | "that creature") "this turn if able"
 * </pre>
 * ("Target creature blocks target creature this turn if able." / "Another target creature blocks it this turn if
 * able."). "blocks ~" is {@link CombatGrammar}'s.
 */
final class BlockRequirementGrammar {

    private BlockRequirementGrammar() {
    }

    /** What {@code subject} must block, or null with the cursor unmoved. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        return c.attempt(k -> {
            if (k.acceptAny("blocks", "block") == null || k.at("~")) return null;
            ObjectRef blocked;
            if (k.acceptAny("it", "that creature") != null) blocked = new ObjectRef.Pronoun("it");
            else {
                ObjectRef o;
                try {
                    o = ReferenceGrammar.object(k);
                } catch (ParseFailure f) {
                    return null;
                }
                if (!(o instanceof ObjectRef.Targeted t) || t.min() != 1 || t.max() != 1) return null;
                blocked = o;
            }
            return k.accept("this turn if able") ? new EffectNode.BlocksIfAble(subject, blocked) : null;
        });
    }
}
