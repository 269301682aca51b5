package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;
import static dev.arbiter.cards.explain.EffectText.player;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/** One-shot effects on a library: drawing (121), milling (701.13), scry and surveil (701.18, 701.42), searching (701.23), shuffling (701.20). */
final class DrawAndLibraryText {

    private DrawAndLibraryText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.DrawCards.class, (e, s) -> one(draw(e, s)))
                .on(Effect.MayDraw.class, (e, s) -> one(player(e, e.who(), s, "may draw a card", "may draw a card")))
                .on(Effect.DrawThen.class, (e, s) -> {
                    List<Clause> out = new ArrayList<>();
                    out.add(player(e, e.who(), s, "draw a card", "draws a card"));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.PutTopCardIntoHand.class, (e, s) -> one(e.who() instanceof Who.You
                        ? Clause.imperative(e, "put the top card of your library into your hand")
                        : player(e, e.who(), s, "", "puts the top card of their library into their hand")))
                .on(Effect.PutOnTopOfLibrary.class, (e, s) -> one(Clause.imperative(e, "put "
                        + ReferenceText.object(e.subject(), s) + " on top of "
                        + (ReferenceText.yourCard(e.subject(), s) ? "your library" : "its owner's library"))))
                .on(Effect.PutIntoLibraryFromTop.class, (e, s) -> one(Clause.imperative(e, "put " // 401.4
                        + ReferenceText.object(e.subject(), s) + " into its owner's library "
                        + List.of("second", "third", "fourth", "fifth").get(e.position() - 2) + " from the top")))
                .on(Effect.Mill.class, (e, s) -> one(player(e, e.who(), s,
                        "mill " + AmountText.count(e.amount(), s, "card", "cards"),
                        "mills " + AmountText.count(e.amount(), s, "card", "cards"))))
                .on(Effect.ExileTopOfLibrary.class, (e, s) -> one(player(e, e.who(), s,
                        "exile the top " + topCards(e.amount(), s) + " of your library",
                        "exiles the top " + topCards(e.amount(), s) + " of their library")))
                .on(Effect.Scry.class, (e, s) -> one(player(e, e.who(), s,
                        (e.surveil() ? "surveil " : "scry ") + AmountText.digits(e.amount(), s),
                        (e.surveil() ? "surveils " : "scries ") + AmountText.digits(e.amount(), s))))
                .on(Effect.SearchLibrary.class, (e, s) -> one(Clause.imperative(e, search(e, s.card().pronouns()))))
                .on(Effect.SearchLibraryForEach.class, (e, s) -> one(Clause.imperative(e, searchEach(e)))) // 701.23
                .on(Effect.RevealTopPiles.class, (e, s) -> one(Clause.sentence(e, "reveal the top " + AmountText.digits(e.count(), s)
                        + " cards of your library" + (e.opponentSeparates()
                        ? ". An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard"
                        : " and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the"
                        + " other into your graveyard")))) // 700.3
                .on(Effect.ShuffleLibrary.class, (e, s) -> one(player(e, e.who(), s, "shuffle your library",
                        "shuffles their library")));
    }

    /** "card" for the top one card ("the top card"), else the count ("the top two cards"). */
    private static String topCards(Amount a, Scope s) {
        return a instanceof Amount.Fixed f && f.value() == 1 ? "card" : AmountText.count(a, s, "card", "cards");
    }

    private static Clause draw(Effect.DrawCards e, Scope s) {
        if (e.who() instanceof Who.ThatPlayer && s.trigger() instanceof Trigger.BeginningOfStep b
                && b.step() == dev.arbiter.engine.timing.Step.DRAW
                && e.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed f) {
            String extra = f.value() == 1 ? "an additional card" : Words.number(f.value()) + " additional cards";
            return player(e, e.who(), s, "draw " + extra, "draws " + extra);
        }
        String cards = AmountText.count(e.amount(), s, "card", "cards");
        return player(e, e.who(), s, "draw " + cards, "draws " + cards);
    }

    /**
     * "search your library for a basic land card, put it onto the battlefield tapped, then shuffle"
     * (701.23): up to N when more than one may be found (701.23b).
     */
    /** "search your library for a Zombie card and a Swamp card, reveal them, put them into your hand, then shuffle" */
    private static String searchEach(Effect.SearchLibraryForEach e) {
        List<String> kinds = new java.util.ArrayList<>();
        for (var k : e.kinds()) {
            String one = ObjectText.phrase(k, false, "card");
            kinds.add(Words.article(one) + " " + one);
        }
        String what = kinds.size() == 2 ? kinds.get(0) + " and " + kinds.get(1)
                : String.join(", ", kinds.subList(0, kinds.size() - 1)) + ", and " + kinds.get(kinds.size() - 1);
        return "search your library for " + what + (e.reveal() ? ", reveal them" : "") + ", put them "
                + (e.destination() == Effect.Destination.HAND ? "into your hand" : "onto the battlefield" + (e.tapped() ? " tapped" : ""))
                + ", then shuffle";
    }

    private static String search(Effect.SearchLibrary e, boolean pronouns) {
        String one = ObjectText.phrase(e.cards(), false, "card");
        String many = ObjectText.phrase(e.cards(), true, "card");
        String what = e.count() == 1 ? Words.article(one) + " " + one
                : e.count() == Integer.MAX_VALUE ? "any number of " + many : "up to " + Words.number(e.count()) + " " + many;
        // "reveal it, put it" / "reveal that card, put it" / "put that card": both are oracle wording.
        String them = e.count() > 1 ? "them" : pronouns || e.reveal() ? "it" : "that card";
        String put = switch (e.destination()) {
            case HAND -> "put " + them + " into your hand";
            case BATTLEFIELD -> "put " + them + " onto the battlefield" + (e.tapped() ? " tapped" : "");
            case GRAVEYARD -> "put " + them + " into your graveyard";
            case TOP_OF_LIBRARY -> null;
        };
        String reveal = !e.reveal() ? "" : e.count() > 1 ? (pronouns ? ", reveal them" : ", reveal those cards")
                : pronouns ? ", reveal it" : ", reveal that card";
        if (put == null) {
            return "search your library for " + what + reveal + ", then shuffle and put "
                    + (e.count() == 1 ? "that card" : "those cards") + " on top";
        }
        return "search your library for " + what + reveal + ", " + put + ", then shuffle";
    }
}
