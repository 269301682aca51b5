package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** Renderings of a library search for several kinds, different names, or to exile / the top / split (701.23, 701.20). */
final class SearchAmongText {

    private SearchAmongText() {
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.SearchLibraryAmong.class, (e, s) -> List.of(Clause.imperative(e, text(e))))
                .on(Effect.LookAtTopTakeEach.class, (e, s) -> List.of(Clause.sentence(e, lookTakeEach(e, s)))) // 401.4
                .on(Effect.RevealTopCardThen.class, (e, s) -> { // 701.16a, 608.2c
                    List<Clause> out = new ArrayList<>(List.of(Clause.yourInstruction(e, e.who(), "reveal the top card of your library"
                            + (e.intoHand() ? " and put that card into your hand" : ""))));
                    if (e.then() != null) out.addAll(EffectText.clauses(e.then(), s));
                    return out;
                });
    }

    /** "search your library for up to two basic land cards and/or Gate cards, reveal them, put them into your hand, then shuffle". */
    static String text(Effect.SearchLibraryAmong e) {
        boolean many = e.count() > 1;
        List<String> kinds = new ArrayList<>();
        for (var k : e.kinds()) kinds.add(ObjectText.phrase(k, many, "card"));
        String what = many ? String.join(" and/or ", kinds) : String.join(" or ", kinds);
        what = e.count() == Integer.MAX_VALUE ? "any number of " + what
                : many ? "up to " + Words.number(e.count()) + " " + what : Words.article(what) + " " + what;
        if (e.differentNames()) what += " with different names";
        String them = many ? "them" : "it";
        String reveal = e.reveal() ? ", reveal " + them : "";
        String tapped = e.tapped() ? " tapped" : "";
        String put = switch (e.to()) {
            case HAND -> "put " + them + " into your hand";
            case BATTLEFIELD -> "put " + them + " onto the battlefield" + tapped;
            case GRAVEYARD -> "put " + them + " into your graveyard";
            case EXILE -> "exile " + them;
            case ONE_BATTLEFIELD_REST_HAND -> "put one onto the battlefield" + tapped + " and the rest into your hand";
            case TOP_ANY_ORDER -> null;
        };
        if (put == null) return "search your library for " + what + reveal + ", then shuffle and put those cards on top in any order";
        return "search your library for " + what + reveal + ", " + put + ", then shuffle";
    }

    /** "Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them ..." */
    private static String lookTakeEach(Effect.LookAtTopTakeEach e, Scope s) {
        List<String> kinds = new ArrayList<>();
        for (var k : e.kinds()) {
            String one = ObjectText.phrase(k, false, "card");
            kinds.add(Words.article(one) + " " + one);
        }
        String what = kinds.size() == 2 ? kinds.get(0) + " and/or " + kinds.get(1)
                : String.join(", ", kinds.subList(0, kinds.size() - 1)) + ", and/or " + kinds.get(kinds.size() - 1);
        return "look at the top " + AmountText.count(e.amount(), s, "card", "cards") + " of your library. You may reveal " + what
                + " from among them and put the revealed cards into your hand. Put the rest "
                + (e.restToGraveyard() ? "into your graveyard" : "on the bottom of your library in "
                + (e.randomOrder() ? "a random order" : "any order"));
    }
}
