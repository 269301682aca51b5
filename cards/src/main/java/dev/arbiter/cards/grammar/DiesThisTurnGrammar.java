package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A delayed trigger on the death of the object the effect named before (603.7, 603.7c):
 * <pre>
 * dies-this-turn := "when" ("that creature" | "it") "dies this turn ," chain
 * </pre>
 * e.g. "Searing Blood deals 2 damage to target creature. When that creature dies this turn, Searing Blood deals 3 damage
 * to the creature's controller."
 */
final class DiesThisTurnGrammar {

    private DiesThisTurnGrammar() {
    }

    /** The sentence (without its final "."), or null with the cursor unchanged when it isn't one. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        if (!c.accept("when that creature dies this turn ,") && !c.accept("when it dies this turn ,")) return null;
        try {
            EffectNode body = EffectGrammar.chain(c);
            String text = c.textFrom(m).replace(" .", ".") + ".";
            return new EffectNode.WhenDiesThisTurn(body, Character.toUpperCase(text.charAt(0)) + text.substring(1));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
