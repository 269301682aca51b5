package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Another player's search of their own library (701.23):
 * <pre>
 * verb := ("search" | "searches") "their library for" ("a" | "an" | "up to" N) noun
 *         [", reveal it" | ", reveal them"] ("," | "and") ["and"] "put" ("it" | "them" | "that card" | "those cards")
 *         ("into their hand" | "onto the battlefield" ["tapped"]) ", then shuffle"
 * </pre>
 * The player is the subject ("target player searches", "each player may search", "its controller may
 * search"); a search of your own library is {@code ClauseGrammar}'s.
 */
final class PlayerSearchGrammar {

    private PlayerSearchGrammar() {
    }

    /** The phrase for {@code who} (not you), or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (who instanceof PlayerRef.You) return null;
        return c.attempt(k -> verb0(k, who, third));
    }

    private static EffectNode verb0(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept(third ? "searches their library for" : "search their library for")) return null;
        int count;
        if (c.accept("up to")) {
            if (!(EffectGrammar.amount(c) instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            count = f.value();
        } else {
            if (!(ReferenceGrammar.count(c) instanceof AmountNode.Fixed f) || f.value() != 1) return null;
            count = 1;
        }
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null || noun.plural() != (count > 1)) return null;
        boolean reveal = c.acceptAny(", reveal it", ", reveal them", ", reveal that card", ", reveal those cards") != null;
        if (c.acceptAny(",", "and") == null) return null;
        c.accept("and");
        if (third ? c.acceptAny("puts it", "puts them", "puts that card", "puts those cards") == null // 701.23: "searches ..., puts it"
                : c.acceptAny("put it", "put them", "put that card", "put those cards") == null) return null;
        String where;
        boolean tapped = false;
        if (c.accept("into their hand")) {
            where = "hand";
        } else if (c.accept("onto the battlefield")) {
            where = "battlefield";
            tapped = c.accept("tapped");
        } else {
            return null;
        }
        // 701.20: "Then each player who searched their library this way shuffles." — each searching player, after searching
        if (!c.accept(third ? ", then shuffles" : ", then shuffle")
                && !c.accept(". then each player who searched their library this way shuffles")) return null;
        return new EffectNode.PlayerSearch(who, new EffectNode.Search(noun, count, where, tapped, reveal));
    }
}
