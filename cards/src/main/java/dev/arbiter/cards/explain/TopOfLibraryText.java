package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/** Renderings of looking at and revealing the top of a library (401.4, 701.16, 608.2c), registered into {@link EffectText}'s table. */
final class TopOfLibraryText {

    private TopOfLibraryText() {
    }

    /** 401.4: what is left after taking a fixed number: "the other" when one card is left, else "the rest". */
    private static String rest(Effect.LookAtTopPutIntoHand e) {
        boolean one = e.amount() instanceof Amount.Fixed f && f.value() == e.max() + 1;
        return (one ? "the other " : "the rest ") + (e.restToGraveyard() ? "into your graveyard"
                : one ? "on the bottom of your library" : e.randomOrder() ? "on the bottom of your library in a random order"
                : "on the bottom of your library in any order");
    }

    /** "look at the top N cards of your library. [You may] put ... into your hand / onto the battlefield. Put the rest ..." */
    private static String lookAndTake(Effect.LookAtTopPutIntoHand e, Scope s) {
        String look = "look at the top " + AmountText.count(e.amount(), s, "card", "cards") + " of your library. ";
        boolean anyCard = ObjectText.phrase(e.filter(), false, "card").equals("card");
        String where = switch (e.taken()) {
            case BATTLEFIELD -> "onto the battlefield";
            case BATTLEFIELD_TAPPED -> "onto the battlefield tapped";
            default -> "into your hand";
        };
        if (e.mandatory() && e.max() == Integer.MAX_VALUE) { // "Put all Goblin creature cards ... from among them"
            return look + "Put all " + ObjectText.phrase(e.filter(), true, "card") + " from among them " + where + " and " + rest(e);
        }
        if (e.mandatory()) {
            String some = anyCard ? Words.number(e.max()) + " of them"
                    : Words.article(ObjectText.phrase(e.filter(), false, "card")) + " " + ObjectText.phrase(e.filter(), false, "card")
                    + " from among them";
            return look + "Put " + some + " " + where + " and " + rest(e);
        }
        boolean hand = e.taken() == LibraryEffects.TopCardPlace.HAND;
        String verb = hand ? "You may reveal " : "You may put ";
        String chosen = e.max() == 1 ? Words.article(ObjectText.phrase(e.filter(), false, "card")) + " "
                + ObjectText.phrase(e.filter(), false, "card") + " from among them" + (hand ? " and put it" : "")
                : (e.max() == Integer.MAX_VALUE ? "any number of " : "up to " + Words.number(e.max()) + " ")
                + ObjectText.phrase(e.filter(), true, "card") + " from among them" + (hand ? " and put them" : "");
        return look + verb + chosen + " " + where + ". Put the rest " + (e.restToGraveyard() ? "into your graveyard"
                : e.randomOrder() ? "on the bottom of your library in a random order" : "on the bottom of your library in any order");
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.ReorderTopOfLibrary.class, (e, s) -> List.of(Clause.imperative(e, "look at the top "
                        + AmountText.count(e.amount(), s, "card", "cards") + " of " + LibraryAndHandText.possessive(e.whose(), s)
                        + " library, then put them back in any order")))
                .on(Effect.LookAtTopPutIntoHand.class, (e, s) -> List.of(Clause.sentence(e, lookAndTake(e, s))))
                .on(Effect.RevealTopPutOntoBattlefieldThenShuffle.class, (e, s) -> List.of(Clause.sentence(e, "reveal the top " // 701.16a, 701.20a
                        + AmountText.count(e.amount(), s, "card", "cards") + " of your library. Put a "
                        + ObjectText.phrase(e.filter(), false, "card") + " from among them onto the battlefield"
                        + (e.counters() > 0 ? " with " + Words.number(e.counters()) + " " + e.counterKind() + " counter"
                                + (e.counters() == 1 ? "" : "s") + " on it" : "")
                        + (e.then() == null ? "" : ". " + Words.capitalize(EffectText.inline(e.then(), s))) + ". Then shuffle")))
                .on(Effect.RevealTopPutAllIntoHand.class, (e, s) -> List.of(Clause.sentence(e, "reveal the top " // 701.16
                        + AmountText.count(e.amount(), s, "card", "cards") + " of your library. Put all "
                        + ObjectText.phrase(e.filter(), true, "card") + " revealed this way into your hand and the rest "
                        + (e.restToGraveyard() ? "into your graveyard" : "on the bottom of your library in any order"))))
                .on(Effect.RevealUntil.class, (e, s) -> List.of(Clause.sentence(e, revealUntil(e, s)))) // 701.16
                .on(LibraryEffects.EachRevealTopThen.class, (e, s) -> List.of(Clause.sentence(e, // 701.16a, 608.2c
                        "each player reveals the top card of their library. " + Words.capitalize(EffectText.inline(e.then(), s)))))
                .on(Effect.TopCardIfKind.class, (e, s) -> List.of(Clause.sentence(e, topCardIfKind(e, s)))) // 701.16, 608.2c
                .on(dev.arbiter.engine.ability.ExileTopCardIf.class, (e, s) -> List.of(Clause.sentence(e, "exile the top card of " // 406.3
                        + LibraryAndHandText.possessive(e.who(), s) + " library. If it's "
                        + Words.article(ObjectText.phrase(e.filter(), false, "card")) + " " + ObjectText.phrase(e.filter(), false, "card")
                        + ", " + EffectText.inline(e.then(), s)
                        + (e.otherwise() == null ? "" : ". Otherwise, " + EffectText.inline(e.otherwise(), s)))))
                .on(Effect.IfTopCardIs.class, (e, s) -> (e.filter().more().chosen()
                        & dev.arbiter.engine.ability.FilterQualities.SHARES_CREATURE_TYPE_WITH_SOURCE) != 0
                        ? List.of(Clause.sentence(e, "you may look at the top card of your library. If it shares a creature" // 205.3m
                                + " type with ~, you may reveal it. If you do, " + EffectText.inline(
                                        e.then() instanceof Effect.Optional o && o.ifTheyDo() == null ? o.effect() : e.then(), s)))
                        : List.of(Clause.sentence(e, (e.reveal() ? "reveal" : "look at") // 608.2c
                        + " the top card of your library. If it's " + Words.article(ObjectText.phrase(e.filter(), false, "card"))
                        + " " + ObjectText.phrase(e.filter(), false, "card") + ", " + EffectText.inline(e.then(), s))))
                .on(Effect.LookAtTopHandTopBottom.class, (e, s) -> List.of(Clause.sentence(e, "look at the top "
                        + AmountText.count(e.amount(), s, "card", "cards") + " of your library. Put one of those cards into"
                        + " your hand, one on top of your library, and one on the bottom of your library"))) // 401.4
                .on(Effect.LookAtTopCard.class, (e, s) -> List.of(Clause.imperative(e, "look at the top card of " // 401.4
                        + LibraryAndHandText.possessive(e.whose(), s) + " library")))
                .on(Effect.RevealTopCard.class, (e, s) -> List.of(e.who() instanceof Who.You
                        ? Clause.yourInstruction(e, e.who(), "reveal the top card of your library")
                        : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "reveals the top card of their library")))
                .on(Effect.LookAtTopCardMayMove.class, (e, s) -> List.of(Clause.sentence(e, "look at the top card of "
                        + LibraryAndHandText.possessive(e.whose(), s) + " library. You may put that card " + (e.bottom()
                        ? "on the bottom of " + (e.whose() instanceof Who.You ? "your library" : "that player's library")
                        : "into " + (e.whose() instanceof Who.You ? "your graveyard" : "that player's graveyard")))));
    }

    /** 701.16: "reveal cards from the top of your library until you reveal a creature card. Put that card ...". */
    private static String revealUntil(Effect.RevealUntil e, Scope s) {
        boolean you = e.who() instanceof Who.You;
        String own = you ? "your" : "their";
        String card = ObjectText.phrase(e.filter(), false, "card");
        if (e.found() == dev.arbiter.engine.ability.LibraryEffects.Destination.BATTLEFIELD) card = permanentCard(card);
        String found = switch (e.found()) {
            case HAND -> "into " + own + " hand";
            case BATTLEFIELD -> "onto the battlefield";
            case GRAVEYARD -> "into " + own + " graveyard";
            case TOP_OF_LIBRARY -> "on top of " + own + " library";
        };
        String rest = switch (e.rest()) {
            case BOTTOM_RANDOM -> " and the rest on the bottom of " + own + " library in a random order";
            case GRAVEYARD -> " and all other cards revealed this way into " + own + " graveyard";
            case SHUFFLE -> ", then " + (you ? "shuffle" : "shuffles") + " all other cards revealed this way into " + own + " library";
            case EXILE -> " and exile all other cards revealed this way"; // 406.2
        };
        return (you ? "reveal" : ReferenceText.who(e.who(), s) + " reveals") + " cards from the top of " + own
                + " library until " + (you ? "you" : "they") + " reveal " + Words.article(card) + " " + card + ". "
                + (you ? "Put" : "The player puts") + " that card " + found + rest
                + (e.then() == null ? "" : ". " + Words.capitalize(EffectText.inline(e.then(), s))); // 608.2c
    }

    /** 701.16, 608.2c: "reveal the top card of your library. If it's a creature card, put it onto the battlefield. ...". */
    private static String topCardIfKind(Effect.TopCardIfKind e, Scope s) {
        boolean you = e.who() instanceof Who.You;
        String own = you ? "your" : "their";
        String card = ObjectText.phrase(e.filter(), false, "card");
        if (e.then() == dev.arbiter.engine.ability.LibraryEffects.TopCardPlace.BATTLEFIELD
                || e.then() == dev.arbiter.engine.ability.LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED) card = permanentCard(card);
        String text = (you ? (e.reveal() ? "reveal" : "look at") : ReferenceText.who(e.who(), s) + (e.reveal() ? " reveals" : " looks at"))
                + " the top card of " + own + " library. If it's " + Words.article(card) + " " + card + ", "
                + topCardPut(e.then(), e.thenMay(), you, own, "it");
        if (e.otherwise() == dev.arbiter.engine.ability.LibraryEffects.TopCardPlace.STAYS) return text;
        // "Otherwise" names the card again in its own sentence: "that card"
        return text + ". " + (e.otherwiseIfNotMoved() ? "If " + (you ? "you" : "they") + " don't put the card "
                + topCardPlace(e.then(), own).replace(" tapped", "") + ", " : "Otherwise, ")
                + topCardPut(e.otherwise(), e.otherwiseMay(), you, own, e.otherwiseIfNotMoved() ? "it" : "that card");
    }

    private static String topCardPut(dev.arbiter.engine.ability.LibraryEffects.TopCardPlace p, boolean may, boolean you, String own,
                                     String card) {
        return (you ? (may ? "you may put" : "put") : may ? "the player may put" : "the player puts") + " " + card + " "
                + topCardPlace(p, own);
    }

    private static String topCardPlace(dev.arbiter.engine.ability.LibraryEffects.TopCardPlace p, String own) {
        return switch (p) {
            case HAND -> "into " + own + " hand";
            case BATTLEFIELD -> "onto the battlefield";
            case BATTLEFIELD_TAPPED -> "onto the battlefield tapped";
            case GRAVEYARD -> "into " + own + " graveyard";
            case BOTTOM -> "on the bottom of " + own + " library";
            case STAYS -> "on top of " + own + " library";
        };
    }

    /** 110.4a: a card put onto the battlefield this way is a permanent card; says so when no permanent type does. */
    private static String permanentCard(String card) {
        for (String w : card.split("[ ,]+")) {
            if (w.equals("artifact") || w.equals("creature") || w.equals("enchantment") || w.equals("land")
                    || w.equals("planeswalker") || w.equals("permanent")) return card;
        }
        return card.endsWith(" card") ? card.substring(0, card.length() - 5) + " permanent card" : card;
    }
}
