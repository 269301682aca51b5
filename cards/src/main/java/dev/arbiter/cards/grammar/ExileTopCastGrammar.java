package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExileTopCastNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Casting from among cards just exiled, as the effect resolves (406, 608.2g, 118.9):
 * <pre>
 * exile-top-cast := "exile the top" N "cards of your library . you may cast" spells "from among them without paying"
 *                   ("its mana cost" | "their mana costs") "." ["then"] "put" rest place
 * spells := ("a" | "an") noun-spell | "up to" K noun-spells | "any number of" noun-spells | noun-spells
 * rest   := "the exiled cards not cast this way" | "the exiled cards that weren't cast this way"
 *         | "all cards exiled this way that weren't cast"
 * place  := "on the bottom of your library in a random order" | "into your graveyard"
 * </pre>
 * "its mana cost" goes with one spell, "their mana costs" with several. Null (cursor unchanged) for anything else.
 */
final class ExileTopCastGrammar {
    private ExileTopCastGrammar() {
    }

    /** The sentences (without the last "."), or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        return c.at("exile the top") ? c.attempt(ExileTopCastGrammar::read) : null;
    }

    private static EffectNode read(Cursor c) {
        c.expect("exile the top");
        AmountNode n = EffectGrammar.amount(c);
        if (!c.accept("cards of your library . you may cast")) return null;
        int max;
        if (c.accept("up to")) {
            if (!(ReferenceGrammar.count(c) instanceof AmountNode.Fixed k) || k.value() < 1) return null;
            max = k.value();
        } else if (c.accept("any number of")) {
            max = Integer.MAX_VALUE;
        } else if (c.acceptAny("a", "an") != null) {
            max = 1;
        } else {
            max = Integer.MAX_VALUE; // "You may cast instant and sorcery spells ... from among them": any of them
        }
        Noun spells = NounGrammar.noun(c);
        if (!spells.hasHead("spell") || spells.zone() != null || spells.controller() != null || spells.plural() == (max == 1)
                || !c.accept("from among them without paying")
                || !c.accept(max == 1 ? "its mana cost" : "their mana costs") || !c.accept(".")) return null;
        c.accept("then");
        if (!c.accept("put") || c.acceptAny("the exiled cards not cast this way", "the exiled cards that weren't cast this way",
                "all cards exiled this way that weren't cast") == null) return null;
        if (c.accept("into your graveyard")) return new ExileTopCastNode(n, spells, max, true);
        if (c.accept("on the bottom of your library in a random order")) return new ExileTopCastNode(n, spells, max, false);
        return null;
    }
}
