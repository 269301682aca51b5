package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;

/**
 * After "look at / reveal the top N cards of your library.": up to one card of each of several kinds (401.4, 701.16a):
 * <pre>
 * each := ("you may reveal" kinds "from among them and put" ("them" | "the revealed cards" | "those cards") "into your hand"
 *         | "you may put" kinds "from among them into your hand") "." ["then"]
 *         "put the rest" ["of the cards revealed this way" | "of those cards"] rest
 * kinds := ("a" | "an") noun ([","] ("a" | "an") noun)* [","] "and/or" ("a" | "an") noun
 * rest := "into your graveyard" | "on the bottom of your library in a random order" | "on the bottom of your library in any order"
 * </pre>
 * Returns null with the cursor unchanged when the phrase does not come next.
 */
final class LookTakeEachGrammar {
    private LookTakeEachGrammar() {
    }

    static EffectNode put(Cursor c, AmountNode looked) {
        return c.at("you may") ? c.attempt(k -> read(k, looked)) : null;
    }

    private static EffectNode read(Cursor c, AmountNode looked) {
        boolean reveal;
        if (c.accept("you may reveal")) reveal = true;
        else if (c.accept("you may put")) reveal = false;
        else return null;
        List<Noun> kinds = new ArrayList<>();
        boolean joined = false;
        while (true) {
            if (c.acceptAny("a", "an") == null) return null;
            Noun n = NounGrammar.noun(c);
            if (!n.hasHead("card") || n.plural() || n.zone() != null || n.controller() != null) return null;
            kinds.add(n);
            if (joined) break;
            c.accept(",");
            if (c.accept("and / or")) joined = true;
        }
        if (kinds.size() < 2 || !c.accept("from among them")) return null;
        if (reveal && c.acceptAny("and put them", "and put the revealed cards", "and put those cards") == null) return null;
        if (!c.accept("into your hand") || !c.accept(".")) return null;
        c.accept("then");
        if (!c.accept("put the rest")) return null;
        c.acceptAny("of the cards revealed this way", "of those cards", "of the cards");
        boolean graveyard = false;
        boolean random = false;
        if (c.accept("on the bottom of your library in a random order")) random = true; // 401.4
        else if (c.accept("into your graveyard")) graveyard = true;
        else if (!c.accept("on the bottom of your library in any order")) return null;
        return new EffectNode.LookTakeEach(looked, kinds, graveyard, random);
    }
}
