package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.List;

/**
 * A condition on the spell a clause targets, written after the clause (608.2c, 701.5a):
 * <pre>
 * trailing := clause "if it was kicked" "."                  (702.33d: the target spell's kicker cost was paid)
 *           | clause "if its controller is poisoned" "."     (122.1f: its controller has a poison counter)
 * </pre>
 * ("Counter target spell if it was kicked."). Read as a quality of the object the clause names, as "if it's blue" is
 * ({@link EffectNode.IfItIs}); the lowering accepts it only where that object is one target spell.
 */
public final class TargetSpellIfGrammar {

    /** The quality word of "its controller is poisoned" in a {@link Noun}'s adjectives (no printed word is spelled so). */
    public static final String CONTROLLER_POISONED = "controller-is-poisoned";

    private TargetSpellIfGrammar() {
    }

    /** {@code clause} governed by the condition at the cursor, or null with the cursor unchanged. */
    static EffectNode trailing(Cursor c, EffectNode clause) {
        int m = c.mark();
        String quality = c.accept("if it was kicked") ? "kicked"
                : c.accept("if its controller is poisoned") ? CONTROLLER_POISONED : null;
        if (quality == null) return null;
        if (!c.at(".")) {
            c.reset(m);
            return null;
        }
        Noun noun = new Noun(List.of(quality), List.of(), List.of(), null, List.of(), false, null);
        return new EffectNode.IfItIs(clause, noun, c.textFrom(m).substring(3)); // without "if "
    }
}
