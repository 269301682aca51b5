package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;

/**
 * Numbers in effects (107.1, 107.3): "3", "X", "a card for each creature card in your graveyard",
 * "X ..., where X is 4 minus the number of cards in their hand".
 */
final class AmountText {

    /** The value an amount stands for, as words after "X is" / "equal to". */
    static final Cases<Amount, Void, String> DEFINITIONS = Cases.<Amount, Void, String>of(Amount.class)
            .on(Amount.CardsInHand.class, (a, v) -> LibraryAndHandText.definition(a))
            .on(Amount.DefinedX.class, (a, v) -> AmountText.DEFINITIONS.apply(a.value(), null))
            .on(Amount.Doubled.class, (a, v) -> AmountText.DEFINITIONS.apply(a.value(), null)) // 701.9c
            .on(Amount.CardsInLibrary.class, (a, v) -> LibraryAndHandText.definition(a))
            .on(Amount.CardsInGraveyard.class, (a, v) -> LibraryAndHandText.definition(a)) // 404
            .on(Amount.Half.class, (a, v) -> LibraryAndHandText.definition(a))
            .on(Amount.Plus.class, (a, v) -> a.add() + " plus " + AmountText.DEFINITIONS.apply(a.of(), null)) // 107.1
            .on(Amount.DiscardedThisWay.class, (a, v) -> "the number of cards discarded this way") // 701.9a
            .on(Amount.OthersSharingCreatureType.class, (a, v) -> "the number of other " + ObjectText.plural(a.filter())
                    + " on the battlefield that share at least one creature type with it") // 205.3m
            .on(Amount.CountersRemovedAsCost.class, (a, v) -> "the number of " + a.kind() + " counters removed this way") // 122.8
            .on(Amount.CountersOnEach.class, (a, v) -> "the number of " + a.kind() + " counters on it") // 122.1
            .on(Amount.CountersOnThatObject.class, (a, v) -> "the number of " + (a.kind() == null ? "" : a.kind() + " ")
                    + "counters on it") // 603.10a
            .on(Amount.Fixed.class, (a, v) -> Integer.toString(a.value()))
            .on(Amount.X.class, (a, v) -> "X")
            .on(Amount.CountCardsInYourGraveyard.class,
                    (a, v) -> "the number of " + ObjectText.cardNoun(a.anyOfTypes(), true) + " in your graveyard")
            .on(Amount.CountPermanents.class, (a, v) -> "the number of " + ObjectText.plural(a.filter()) + onBattlefield(a.filter()))
            .on(Amount.MinusCardsInThatPlayersHand.class,
                    (a, v) -> a.base() + " minus the number of cards in their hand")
            .on(Amount.CardsInThatPlayersHandMinus.class,
                    (a, v) -> "the number of cards in their hand minus " + a.minus())
            .on(Amount.CreaturesBlockingSource.class, (a, v) -> "the number of creatures blocking it"
                    + (a.beyond() == 0 ? "" : " minus " + a.beyond()))
            .on(Amount.CreaturesBlockingIt.class, (a, v) -> "the number of creatures blocking it"
                    + (a.beyond() == 0 ? "" : " minus " + a.beyond()))
            .on(Amount.ColorsOfIt.class, (a, v) -> "the number of its colors") // 105.2
            .on(Amount.ColorsAmongPermanents.class, (a, v) -> "the number of colors among permanents you control") // 105.2
            .on(Amount.Times.class, (a, v) -> (a.factor() == 2 ? "twice " : a.factor() + " times ")
                    + AmountText.DEFINITIONS.apply(a.count(), null)) // 107.1
            .on(Amount.Sum.class, (a, v) -> AmountText.DEFINITIONS.apply(a.first(), null) + " plus "
                    + AmountText.DEFINITIONS.apply(a.second(), null)) // 107.1
            .on(Amount.Minus.class, (a, v) -> AmountText.DEFINITIONS.apply(a.of(), null) + " minus "
                    + AmountText.DEFINITIONS.apply(a.less(), null)) // 107.1
            .on(Amount.ColorsSpentToCast.class, (a, v) -> "the number of colors of mana spent to cast this spell") // 601.2h
            .on(Amount.TimesKicked.class, (a, v) -> "the number of times it was kicked") // 702.33c
            .on(Amount.TimesCostPaid.class, (a, v) -> "the number of times its " + a.keyword() + " cost was paid") // 702.157a
            .on(Amount.DieResult.class, (a, v) -> "the result") // 706.2
            .on(Amount.CountCardsYouOwn.class, (a, v) -> "the number of " + ObjectText.phrase(a.filter(), true, "card") + " in your "
                    + (a.zone() == Amount.CountCardsYouOwn.Zone.HAND ? "hand" : "graveyard"))
            .on(Amount.CardsInOpponentsGraveyards.class, (a, v) -> "the number of " + ObjectText.phrase(a.filter(), true, "card")
                    + " in your opponents' graveyards") // 404
            .on(Amount.CardsInAllGraveyards.class, (a, v) -> "the number of " + ObjectText.phrase(a.filter(), true, "card")
                    + " in all graveyards") // 107.1
            .on(Amount.ThatMuch.class, (a, v) -> "that much")
            .on(Amount.MovedThisWay.class, (a, v) -> "that many") // 608.2c
            .on(Amount.CreaturesDiedThisTurn.class, (a, v) -> "the number of creatures that died this turn")
            .on(Amount.DiedThisTurn.class, (a, v) -> OneShotText.died(a, false)) // 700.4
            .on(Amount.EnteredUnderYourControlThisTurn.class, (a, v) -> "the number of " + ObjectText.plural(a.filter())
                    + " you had enter the battlefield under your control this turn") // 400.7
            .on(Amount.StatOf.class, (a, v) -> OneShotText.stat(a))
            .on(Amount.TappedThisWay.class, (a, v) -> "the number of " + ObjectText.plural(a.counted()) + " tapped this way")
            .on(Amount.SacrificedAsCost.class, (a, v) -> "the number of " + ObjectText.plural(a.counted()) + " sacrificed this way")
            .on(Amount.SacrificedThisWay.class, (a, v) -> "the number of " + ObjectText.plural(a.counted()) + " sacrificed this way")
            .on(Amount.RevealedThisWay.class, (a, v) -> "the number of cards revealed this way") // 701.16a
            .on(Amount.MilledThisWay.class, (a, v) -> "the number of " + ObjectText.phrase(a.counted(), true, "card") + " milled this way") // 701.13b
            .on(Amount.ExiledThisWay.class, (a, v) -> "the number of " + (a.cards() ? ObjectText.phrase(a.counted(), true, "card") : ObjectText.plural(a.counted())) + " exiled this way") // 406
            .on(Amount.DestroyedThisWay.class, (a, v) -> "the number of " + ObjectText.plural(a.filter())
                    + (a.graveyard() ? " put into a graveyard this way" : " destroyed this way"))
            .on(Amount.PreventedThisWay.class, (a, v) -> "the damage prevented this way") // 615.5
            .on(Amount.DamageDealtThisWay.class, (a, v) -> "the damage dealt" + (a.capped() ? ", but not more life than the player's"
                    + " life total before the damage was dealt, the planeswalker's loyalty before the damage was dealt, or the"
                    + " creature's toughness" : "")) // 120.3
            .on(Amount.StartingLife.class, (a, v) -> "your starting life total") // 103.4
            .on(Amount.LifeTotal.class, (a, v) -> (a.who() instanceof dev.arbiter.engine.ability.Who.You ? "your" : "their")
                    + " life total") // 119.1
            .on(Amount.DamageDealtToYouThisTurn.class, (a, v) -> "the damage dealt to you this turn") // 120.3a
            .on(Amount.LifeGainedThisTurn.class, (a, v) -> "the amount of life you gained this turn") // 119.3
            .on(Amount.LifeLostThisTurn.class, (a, v) -> "the life " + LifeLostText.who(a.who()) + " lost this turn") // 119.3
            .on(Amount.OpponentsWithFewer.class, (a, v) -> "the number of opponents who control fewer "
                    + ObjectText.plural(a.filter()) + " than you") // 102.1
            .on(Amount.CountedThisTurn.class, (a, v) -> "the number of " + (a.spells() ? "spells " : "cards ")
                    + ThisTurnCountText.did(a)) // 601.2i, 121.1
            .on(Amount.Greatest.class, (a, v) -> "the greatest " + a.stat().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + " among " + ObjectText.plural(a.filter())) // 107.1
            .on(Amount.Total.class, (a, v) -> "the total " + a.stat().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + " of " + ObjectText.plural(a.filter())) // 107.1
            .on(Amount.CountPlayers.class, (a, v) -> a.opponentsOnly() ? "the number of opponents you have" : "the number of players")
            .on(Amount.OpponentsAttackedThisCombat.class, (a, v) -> "the number of opponents you attacked this combat") // 702.121a
            .on(Amount.BasicLandTypes.class, (a, v) -> "the number of basic land types among lands you control")
            .on(Amount.PartySize.class, (a, v) -> "the number of creatures in your party") // 700.8
            .on(Amount.ManaValuesInYourGraveyard.class, (a, v) -> "the number of different mana values among "
                    + ObjectText.phrase(a.filter(), true, "card") + " in your graveyard") // 202.3
            .on(Amount.ExperienceCounters.class, (a, v) -> "the number of experience counters you have") // 122.1
            .on(Amount.Devotion.class, (a, v) -> "your devotion to " + dev.arbiter.engine.characteristic.Color.describe(a.colorMask())) // 700.5
            .on(Amount.ControlledByThatPlayer.class, (a, v) -> OneShotText.theirs(a, false))
            .on(Amount.ControlledBy.class, (a, v) -> "the number of " + ObjectText.plural(a.filter()) + " target player controls") // 115.1
            .on(Amount.TargetsBeyondFirst.class, (a, v) -> "the number of targets beyond the first") // 601.2f
            .on(Amount.UntappedLandsAtTurnStart.class, (a, v) -> "the number of untapped lands "
                    + (a.who() instanceof dev.arbiter.engine.ability.Who.You ? "you" : "they") + " controlled at the beginning of this turn")
            .on(Amount.SacrificedStat.class, (a, v) -> AmountText.sacrificed(a))
            .on(Amount.CountersOnSource.class, (a, v) -> "the number of " + (a.kind() == null ? "" : a.kind() + " ")
                    + "counters on ~"); // the card's name (CardExplainer)

    /** "for each creature card in your graveyard" for a count, or null for a number. */
    static final Cases<Amount, Void, String> FOR_EACH = Cases.<Amount, Void, String>of(Amount.class)
            .on(Amount.CardsInHand.class, (a, v) -> a.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent
                    ? "for each card in your opponents' hands" : null) // 402
            // 615.5: a count of the damage a prevention prevented (not X: the spell may have an X of its own, Temper)
            .on(Amount.DefinedX.class, (a, v) -> a.value() instanceof Amount.PreventedThisWay ? "for each 1 damage prevented this way" : null)
            .on(Amount.CardsInLibrary.class, (a, v) -> null)
            .on(Amount.CardsInGraveyard.class, (a, v) -> LibraryAndHandText.definition(a).replace("the number of cards in", "for each card in")) // 404
            .on(Amount.Half.class, (a, v) -> null)
            .on(Amount.Plus.class, (a, v) -> null)
            .on(Amount.Doubled.class, (a, v) -> null)
            .on(Amount.Sum.class, (a, v) -> null)
            .on(Amount.Minus.class, (a, v) -> null)
            .on(Amount.ColorsSpentToCast.class, (a, v) -> "for each color of mana spent to cast it") // 601.2h
            .on(Amount.TimesKicked.class, (a, v) -> "for each time it was kicked") // 702.33c
            .on(Amount.TimesCostPaid.class, (a, v) -> "for each time its " + a.keyword() + " cost was paid") // 702.157a
            .on(Amount.DieResult.class, (a, v) -> null) // 706.2: no "for each" form
            .on(Amount.DiscardedThisWay.class, (a, v) -> "for each card discarded this way") // 701.9a
            .on(Amount.OthersSharingCreatureType.class, (a, v) -> "for each other " + ObjectText.singular(a.filter())
                    + " on the battlefield that shares at least one creature type with it") // 205.3m
            .on(Amount.CountersRemovedAsCost.class, (a, v) -> "for each " + a.kind() + " counter removed this way") // 122.8
            .on(Amount.CountersOnEach.class, (a, v) -> "for each " + a.kind() + " counter on it") // 122.1
            .on(Amount.CountersOnThatObject.class, (a, v) -> "for each " + (a.kind() == null ? "" : a.kind() + " ")
                    + "counter on it") // 603.10a
            .on(Amount.Fixed.class, (a, v) -> null)
            .on(Amount.X.class, (a, v) -> null)
            .on(Amount.CountCardsInYourGraveyard.class,
                    (a, v) -> "for each " + ObjectText.cardNoun(a.anyOfTypes(), false) + " in your graveyard")
            .on(Amount.CountPermanents.class, (a, v) -> "for each " + ObjectText.singular(a.filter()) + onBattlefield(a.filter()))
            .on(Amount.MinusCardsInThatPlayersHand.class, (a, v) -> null)
            .on(Amount.CardsInThatPlayersHandMinus.class, (a, v) -> null)
            .on(Amount.CreaturesBlockingSource.class, (a, v) -> "for each creature blocking it"
                    + (a.beyond() == 0 ? "" : a.beyond() == 1 ? " beyond the first" : " beyond the first " + a.beyond()))
            .on(Amount.CreaturesBlockingIt.class, (a, v) -> "for each creature blocking it"
                    + (a.beyond() == 0 ? "" : a.beyond() == 1 ? " beyond the first" : " beyond the first " + a.beyond()))
            .on(Amount.ColorsOfIt.class, (a, v) -> "for each of its colors") // 105.2
            .on(Amount.ColorsAmongPermanents.class, (a, v) -> "for each color among permanents you control") // 105.2
            .on(Amount.Times.class, (a, v) -> AmountText.FOR_EACH.apply(a.count(), null))
            .on(Amount.CountCardsYouOwn.class, (a, v) -> "for each " + ObjectText.phrase(a.filter(), false, "card") + " in your "
                    + (a.zone() == Amount.CountCardsYouOwn.Zone.HAND ? "hand" : "graveyard"))
            .on(Amount.CardsInOpponentsGraveyards.class, (a, v) -> "for each " + ObjectText.phrase(a.filter(), false, "card")
                    + " in your opponents' graveyards") // 404
            .on(Amount.CardsInAllGraveyards.class, (a, v) -> "for each " + ObjectText.phrase(a.filter(), false, "card")
                    + " in all graveyards") // 107.1
            .on(Amount.ThatMuch.class, (a, v) -> null)
            .on(Amount.MovedThisWay.class, (a, v) -> null)
            .on(Amount.CreaturesDiedThisTurn.class, (a, v) -> "for each creature that died this turn") // 700.4
            .on(Amount.DiedThisTurn.class, (a, v) -> OneShotText.died(a, true)) // 700.4
            .on(Amount.EnteredUnderYourControlThisTurn.class, (a, v) -> "for each " + ObjectText.singular(a.filter())
                    + " you had enter the battlefield under your control this turn") // 400.7
            .on(Amount.StatOf.class, (a, v) -> null)
            .on(Amount.Greatest.class, (a, v) -> null)
            .on(Amount.Total.class, (a, v) -> null)
            .on(Amount.DestroyedThisWay.class, (a, v) -> "for each " + ObjectText.singular(a.filter()) + " destroyed this way") // 701.8
            .on(Amount.ExiledThisWay.class, (a, v) -> "for each " + (a.cards() ? ObjectText.phrase(a.counted(), false, "card") : ObjectText.singular(a.counted())) + " exiled this way") // 406, 608.2c
            .on(Amount.TappedThisWay.class, (a, v) -> "for each " + ObjectText.singular(a.counted()) + " tapped this way") // 608.2c
            .on(Amount.SacrificedAsCost.class, (a, v) -> "for each " + ObjectText.singular(a.counted()) + " sacrificed this way") // 608.2c
            .on(Amount.SacrificedThisWay.class, (a, v) -> "for each " + ObjectText.singular(a.counted()) + " sacrificed this way") // 608.2c
            .on(Amount.RevealedThisWay.class, (a, v) -> "for each card revealed this way") // 701.16a
            .on(Amount.MilledThisWay.class, (a, v) -> "for each " + ObjectText.phrase(a.counted(), false, "card") + " milled this way") // 701.13b
            .on(Amount.PreventedThisWay.class, (a, v) -> null)
            .on(Amount.DamageDealtThisWay.class, (a, v) -> null)
            .on(Amount.LifeTotal.class, (a, v) -> null)
            .on(Amount.StartingLife.class, (a, v) -> null)
            .on(Amount.DamageDealtToYouThisTurn.class, (a, v) -> null)
            .on(Amount.LifeGainedThisTurn.class, (a, v) -> null)
            .on(Amount.LifeLostThisTurn.class, (a, v) -> null)
            .on(Amount.OpponentsWithFewer.class, (a, v) -> "for each opponent who controls fewer "
                    + ObjectText.plural(a.filter()) + " than you") // 102.1
            .on(Amount.CountedThisTurn.class, (a, v) -> "for each " + (a.spells() ? "spell " : "card ")
                    + ThisTurnCountText.did(a)) // 601.2i, 121.1
            .on(Amount.CountPlayers.class, (a, v) -> a.opponentsOnly() ? "for each opponent you have" : "for each player")
            .on(Amount.OpponentsAttackedThisCombat.class, (a, v) -> "for each opponent you attacked this combat") // 702.121a
            .on(Amount.BasicLandTypes.class, (a, v) -> "for each basic land type among lands you control")
            .on(Amount.PartySize.class, (a, v) -> "for each creature in your party") // 700.8
            .on(Amount.ManaValuesInYourGraveyard.class, (a, v) -> "for each different mana value among "
                    + ObjectText.phrase(a.filter(), true, "card") + " in your graveyard") // 202.3
            .on(Amount.ExperienceCounters.class, (a, v) -> "for each experience counter you have") // 122.1
            .on(Amount.Devotion.class, (a, v) -> null)
            .on(Amount.ControlledByThatPlayer.class, (a, v) -> OneShotText.theirs(a, true))
            .on(Amount.ControlledBy.class, (a, v) -> "for each " + ObjectText.singular(a.filter()) + " target player controls") // 115.1
            .on(Amount.UntappedLandsAtTurnStart.class, (a, v) -> null)
            .on(Amount.TargetsBeyondFirst.class, (a, v) -> "for each target beyond the first") // 601.2f
            .on(Amount.SacrificedStat.class, (a, v) -> null)
            .on(Amount.CountersOnSource.class, (a, v) -> "for each " + (a.kind() == null ? "" : a.kind() + " ")
                    + "counter on ~");

    private AmountText() {
    }

    /** "the sacrificed creature's power" / "the total power of the sacrificed creatures" (608.2h). */
    static String sacrificed(Amount.SacrificedStat a) {
        String stat = a.stat().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        if (a.noun().equals("~")) return "its " + stat; // "Sacrifice ~: It deals damage equal to its power"
        if (a.noun().equals("exiled card")) return "the exiled card's " + stat; // 608.2h: exiled as the cost
        if (a.noun().equals("revealed card")) return "the revealed card's " + stat; // 608.2h: revealed as the cost
        return a.total() ? "the total " + stat + " of the sacrificed " + a.noun() + "s"
                : "the sacrificed " + a.noun() + "'s " + stat;
    }

    /** The fixed number before "for each" ("2 life for each creature"): a {@link Amount.Times}'s factor, else 1. */
    private static int factor(Amount a) {
        return a instanceof Amount.Times t ? t.factor() : 1;
    }

    /** "3" / "X" (and "where X is ..." recorded in the scope) — for damage. */
    static String digits(Amount a, Scope scope) {
        if (a instanceof Amount.Fixed f) {
            return Integer.toString(f.value());
        }
        if (a instanceof Amount.X) {
            return "X";
        }
        if (a instanceof Amount.ThatMuch) {
            return "that much";
        }
        scope.where("X is " + DEFINITIONS.apply(a, null));
        return "X";
    }

    /** "3 life", "X life", "1 life for each ..." */
    static String withUnit(Amount a, Scope scope, String unit) {
        if (a instanceof Amount.Half h && h.of() instanceof Amount.LifeTotal lt && unit.equals("life")) { // 107.1a
            return "half " + (lt.who() instanceof dev.arbiter.engine.ability.Who.You ? "your" : "their") + " life, rounded "
                    + (h.roundUp() ? "up" : "down");
        }
        if (a instanceof Amount.DefinedX d && d.equalTo() && (d.value() instanceof Amount.PreventedThisWay
                || d.value() instanceof Amount.DamageDealtThisWay
                || d.value() instanceof Amount.DamageDealtToYouThisTurn)) {
            return unit + " equal to " + DEFINITIONS.apply(d.value(), null); // 615.5, 120.3a: "life equal to ..."
        }
        if (a instanceof Amount.StatOf st) return unit + " equal to " + OneShotText.stat(st); // 208.1: "life equal to its toughness"
        String each = FOR_EACH.apply(a, null);
        return each != null ? factor(a) + " " + unit + " " + each : digits(a, scope) + " " + unit;
    }

    /** "a card", "three cards", "X cards", "a card for each ...": a count of things. */
    static String count(Amount a, Scope scope, String singular, String plural) {
        if (a instanceof Amount.Half h && !h.roundUp() && h.of() instanceof Amount.CardsInLibrary l
                && !(l.who() instanceof dev.arbiter.engine.ability.Who.You) && plural.equals("cards")) {
            return "half their library, rounded down"; // 107.1a: "mills half their library, rounded down"
        }
        if (a instanceof Amount.Fixed f) {
            return Words.count(f.value(), singular, plural);
        }
        if (a instanceof Amount.X) {
            return "X " + plural;
        }
        if (a instanceof Amount.ThatMuch) {
            return "that many " + plural;
        }
        if (a instanceof Amount.MovedThisWay) return "that many " + plural; // 608.2c
        String each = FOR_EACH.apply(a, null);
        if (each != null) {
            int n = factor(a);
            return (n == 1 ? Words.article(singular) + " " + singular : Words.count(n, singular, plural)) + " " + each;
        }
        scope.where("X is " + DEFINITIONS.apply(a, null));
        return "X " + plural;
    }

    /**
     * " on the battlefield" after a count of permanents of any controller ("the number of Clerics on the battlefield"):
     * without it the words could be read as a count of cards anywhere (400.1); a count bounded by a controller or by
     * combat ("attacking creatures") names the battlefield already.
     */
    private static String onBattlefield(dev.arbiter.engine.ability.ObjectFilter f) {
        String words = ObjectText.plural(f) + " " + ObjectText.singular(f);
        if (words.contains("battlefield")) return ""; // "named Relentless Rats on the battlefield" says it already
        return f.controller() == dev.arbiter.engine.ability.Relation.ANY && !words.contains("attacking")
                && (f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.ATTACHED_TO_IT) == 0
                && !words.contains("blocking") && !words.contains("control") && !words.contains("attached") ? " on the battlefield" : "";
    }
}
