package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * The cost of crew (702.122a), after "Tap any number of":
 * <pre>
 * cost := ["other"] noun(untapped, "you control") "with total power" N "or more"
 * </pre>
 * The cursor is after "any number of"; null when the rest is not this.
 */
final class TotalPowerCosts {
    private TotalPowerCosts() {
    }

    static CostPart tap(Cursor c, String text) {
        boolean other = c.accept("other");
        Noun noun = NounGrammar.noun(c);
        if (!noun.adjectives().contains("untapped") || !"you control".equals(noun.controller())) return null;
        ObjectFilter f = MoreGrammarCosts.permanents(noun);
        if (f == null || !c.accept("with total power")) return null;
        Token n = c.next();
        if (n == null || n.kind() != Token.Kind.NUMBER || !c.accept("or more")) return null;
        int power = Integer.parseInt(n.text());
        if (power < 1) return null;
        return new CostPart.TapTotalPower(other ? f.otherThanSource() : f, power, text);
    }
}
