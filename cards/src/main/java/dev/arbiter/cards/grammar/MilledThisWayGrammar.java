package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/** The follow-up of a mill that asks what was milled (701.13b), for {@link EffectGrammar}. */
final class MilledThisWayGrammar {
    private MilledThisWayGrammar() {
    }

    /** "If [a | at least one] [noun] card was milled this way, [chain][. Otherwise, [chain]]" after a mill (701.13b); null (nothing consumed) else. */
    static EffectNode ifMilled(Cursor c, EffectNode.Mill mill) {
        int m = c.mark();
        if (c.acceptAny("if a", "if an", "if at least one") == null) return null; // "at least one" = "a" (608.2c)
        dev.arbiter.cards.grammar.ast.Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        if (!noun.hasHead("card") || c.acceptAny("card was milled this way ,", "was milled this way ,", "is milled this way ,") == null) {
            c.reset(m);
            return null;
        }
        EffectNode then = EffectGrammar.chain(c);
        EffectNode otherwise = null;
        if (c.accept(". otherwise ,")) otherwise = EffectGrammar.chain(c);
        return new EffectNode.IfMilled(mill, noun, then, otherwise);
    }
}
