package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Switching a creature's power and toughness (613.4d, layer 7d):
 * <pre>
 * switch := "switch" ("~'s" | "its") "power and toughness until end of turn"
 * </pre>
 * as a verb of "you", so that it also reads under "you may" ("you may switch ~'s power and toughness until end of turn").
 */
final class SwitchGrammar {

    private SwitchGrammar() {
    }

    /** The verb phrase of "you", or null (nothing consumed). */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("switch")) return null;
        ObjectRef object = c.accept("~ ' s") ? new ObjectRef.Self()
                : c.accept("its") ? new ObjectRef.Pronoun("it") : null; // 608.2c: "its", the object named before
        if (object == null || !c.accept("power and toughness until end of turn")) {
            c.reset(m);
            return null;
        }
        return new EffectNode.SwitchPowerAndToughness(object);
    }
}
