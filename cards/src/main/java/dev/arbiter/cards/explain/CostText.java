package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import java.util.ArrayList;
import java.util.List;

/** Costs of activated abilities (602.1a, 118): "{1}, {T}, Sacrifice ~", and when they may be activated (602.5). */
final class CostText {

    static final Cases<CostPart, Scope, String> PARTS = Cases.<CostPart, Scope, String>of(CostPart.class)
            .on(CostPart.TapSelf.class, (p, s) -> "{T}")
            .on(CostPart.UntapSelf.class, (p, s) -> "{Q}")
            .on(CostPart.ExertSelf.class, (p, s) -> "Exert " + s.selfName()) // 701.39a
            .on(CostPart.SacrificeSelf.class, (p, s) -> "Sacrifice " + s.selfInCost())
            .on(CostPart.PayHalfLifeRoundedUp.class, (p, s) -> p.text()) // 119.4, 107.1a
            .on(CostPart.OthersGainLife.class, (p, s) -> p.text()) // 118.9, 119.1
            .on(CostPart.PayLife.class, (p, s) -> "Pay " + (p.amount() == CostPart.X ? "X" : p.amount()) + " life") // 107.3
            .on(CostPart.TapHost.class, (p, s) -> p.text())
            .on(CostPart.LibraryTop.class, (p, s) -> p.exile() ? "Exile the top " + (p.count() == 1 ? "card"
                    : Words.number(p.count()) + " cards") + " of your library" : "Mill " + Words.count(p.count(), "card", "cards"))
            .on(CostPart.RemoveCountersFromAmong.class, (p, s) -> "Remove " + Words.count(p.count(),
                    (p.kind() == null ? "" : p.kind() + " ") + "counter", (p.kind() == null ? "" : p.kind() + " ") + "counters")
                    + " from " + (p.among() ? "among " + ObjectText.plural(p.filter()) : ObjectText.counted(p.filter(), 1))) // 122.8
            .on(CostPart.SacrificeHost.class, (p, s) -> p.text())
            .on(CostPart.PayEnergy.class, (p, s) -> "Pay " + "{E}".repeat(p.amount())) // 107.14
            .on(CostPart.RemoveCounters.class, (p, s) -> {
                s.namedInCost();
                return "Remove " + Words.count(p.amount(), p.kind() + " counter", p.kind() + " counters") + " from "
                        + s.card().name();
            })
            .on(CostPart.RemoveAnyNumberOfCounters.class, (p, s) -> {
                s.namedInCost();
                return "Remove " + (p.x() ? "X" : "any number of") + " " + p.kind() + " counters from " + s.card().name(); // 122.8
            })
            .on(CostPart.RemoveAllCounters.class, (p, s) -> {
                s.namedInCost();
                return "Remove all " + p.kind() + " counters from " + s.card().name(); // 122.8
            })
            .on(CostPart.DrawCards.class, (p, s) -> p.amount() == 1 ? "Draw a card" : "Draw " + Words.number(p.amount())
                    + " cards")
            .on(CostPart.DiscardSelf.class, (p, s) -> "Discard this card")
            .on(CostPart.ExileSelf.class, (p, s) -> "Exile " + s.selfInCost())
            .on(CostPart.ReturnSelf.class, (p, s) -> "Return " + s.selfInCost() + " to its owner's hand")
            .on(CostPart.Loyalty.class, (p, s) -> p.text()) // 606.4: the loyalty symbol
            .on(CostPart.SacrificeAnyNumber.class, (p, s) -> "Sacrifice any number of " + ObjectText.plural(p.filter())) // 701.17a
            .on(CostPart.SacrificePermanents.class, (p, s) -> "Sacrifice " + ObjectText.counted(p.filter(), p.count()))
            .on(CostPart.DiscardCards.class, (p, s) -> "Discard " + (p.filter() == null // 701.9: cards, never "permanent card"
                    ? Words.count(p.count(), "card", "cards")
                    : Words.count(p.count(), ObjectText.phrase(p.filter(), false, "card"),
                            ObjectText.phrase(p.filter(), true, "card"))))
            .on(CostPart.TapPermanents.class, (p, s) -> "Tap " + ObjectText.counted(p.filter(), p.count()))
            .on(CostPart.TapTotalPower.class, (p, s) -> "Tap any number of " + ObjectText.plural(p.filter()) // 702.122a
                    + " with total power " + p.power() + " or more")
            .on(CostPart.ReturnPermanents.class, (p, s) -> "Return " + ObjectText.counted(p.filter(), p.count())
                    + (p.count() == 1 ? " to its owner's hand" : " to their owner's hand"))
            .on(CostPart.OpponentsCardsFromExile.class, (p, s) -> p.count() == 1 // 404, 406
                    ? "Put a card an opponent owns from exile into that player's graveyard"
                    : "Put " + Words.number(p.count()) + " cards your opponents own from exile into their owners' graveyards")
            .on(CostPart.ExileFromAnyGraveyard.class, (p, s) -> p.text()) // 406
            .on(CostPart.ExileFromGraveyard.class, (p, s) -> "Exile " + other(p.text(), p.filter() == null
                    ? Words.count(p.count(), "card", "cards")
                    : Words.count(p.count(), ObjectText.singular(p.filter()) + " card",
                            ObjectText.singular(p.filter()) + " cards")) + " from your graveyard")
            .on(CostPart.ExileFromHand.class, (p, s) -> "Exile " + (p.filter() == null
                    ? Words.count(p.count(), "card", "cards")
                    : Words.count(p.count(), ObjectText.phrase(p.filter(), false, "card"),
                            ObjectText.phrase(p.filter(), true, "card"))) + " from your hand")
            .on(CostPart.RevealFromHand.class, (p, s) -> "Reveal " + (p.filter() == null // 701.16a
                    ? Words.count(p.count(), "card", "cards")
                    : Words.count(p.count(), ObjectText.phrase(p.filter(), false, "card"),
                            ObjectText.phrase(p.filter(), true, "card"))) + " from your hand")
            .on(CostPart.ExilePermanents.class, (p, s) -> "Exile " + ObjectText.counted(p.filter(), p.count())) // 406
            .on(CostPart.DiscardHand.class, (p, s) -> "Discard your hand") // 701.8a
            .on(CostPart.DiscardRandom.class, (p, s) -> "Discard " + Words.count(p.count(), "card", "cards") + " at random")
            .on(CostPart.SacrificeAll.class, (p, s) -> "Sacrifice all " + ObjectText.plural(p.filter()))
            .on(CostPart.ExileSelfFromGraveyard.class, (p, s) -> "Exile " + s.selfInCost() + " from your graveyard")
            .on(CostPart.RemoveCountersAndSacrificeSelf.class, (p, s) -> {
                s.namedInCost();
                return "Remove " + Words.count(p.amount(), p.kind() + " counter", p.kind() + " counters") + " from "
                        + s.card().name() + " and sacrifice it";
            })
            .on(CostPart.ActivationCostPerCount.class, (p, s) -> p.text()) // 602.2b: rendered after the effect (ownCostChange)
            .on(CostPart.PutCountersOnSelf.class, (p, s) -> "Put " + Words.count(p.amount(), p.kind() + " counter",
                    p.kind() + " counters") + " on " + s.selfInCost());

    private CostText() {
    }

    /** "{2}{U}{U}", "{T}, Sacrifice ~", "{0}" for a cost of nothing. */
    static String render(Cost cost, Scope scope) {
        List<String> parts = new ArrayList<>();
        if (!cost.mana().isEmpty()) {
            parts.add(cost.mana().toString());
        }
        CostPart previous = null;
        for (CostPart p : cost.parts()) {
            if (p instanceof CostPart.ActivationCostPerCount) continue; // 602.2b: a sentence after the effect (restriction)
            String text = PARTS.apply(p, scope);
            if (p instanceof CostPart.SacrificeSelf && previous instanceof CostPart.SacrificePermanents && !parts.isEmpty()) {
                parts.set(parts.size() - 1, parts.get(parts.size() - 1) + " and " + text.substring("Sacrifice ".length()));
            } else {
                parts.add(text); // "Sacrifice two lands and ~" was read as two parts (701.17a)
            }
            previous = p;
        }
        return parts.isEmpty() ? "{0}" : String.join(", ", parts);
    }

    /** The sentence that restricts activation (602.5), or "" for any time the controller has priority. */
    /** The restriction sentence of an activated ability (602.5b, 602.5d), or "". */
    static String restriction(ActivatedAbility a, Scope scope) {
        return restrictionOnly(a, scope) + ownCostChange(a);
    }

    /** " This ability costs {1} less to activate for each ..." (602.2b, 601.2f), or "". */
    private static String ownCostChange(ActivatedAbility a) {
        StringBuilder b = new StringBuilder();
        for (CostPart p : a.cost().parts()) {
            if (!(p instanceof CostPart.ActivationCostPerCount c)) continue;
            String each = AmountText.FOR_EACH.apply(c.count(), null);
            b.append(" This ability costs {").append(Math.abs(c.generic())).append("} ").append(c.generic() < 0 ? "less" : "more")
                    .append(" to activate ").append(each == null ? "for each " + AmountText.DEFINITIONS.apply(c.count(), null) : each)
                    .append('.');
        }
        return b.toString();
    }

    private static String restrictionOnly(ActivatedAbility a, Scope scope) {
        String r = restriction(a).replace("~", scope.selfName()); // "Only ~'s owner may activate this ability."
        if (a.onlyIf() instanceof dev.arbiter.engine.ability.Condition.Always) return r;
        String cond = "only if " + StaticText.CONDITIONS.apply(a.onlyIf(), scope) + "."; // 602.5b
        return r.isEmpty() ? " Activate " + cond : r.substring(0, r.length() - 1) + " and " + cond;
    }

    static String restriction(ActivatedAbility a) {
        String timing = timing(a.timing());
        if (a.perTurn() == 0) {
            return timing;
        }
        String limit = a.perTurn() == 1 ? "once each turn" : a.perTurn() == 2 ? "twice each turn"
                : a.perTurn() + " times each turn";
        if (timing.isEmpty()) {
            return a.perTurn() == 1 ? " Activate only once each turn." : " Activate no more than " + limit + ".";
        }
        return timing.substring(0, timing.length() - 1) + " and only " + limit + ".";
    }

    static String timing(ActivatedAbility.Timing timing) {
        return switch (timing) {
            case INSTANT -> "";
            case SORCERY -> " Activate only as a sorcery.";
            case YOUR_UPKEEP -> " Activate only during your upkeep.";
            case YOUR_TURN -> " Activate only during your turn.";
            case YOUR_TURN_BEFORE_ATTACKERS -> " Activate only during your turn, before attackers are declared.";
            case OPPONENT_TURN_BEFORE_ATTACKERS -> " Activate only during an opponent's turn, before attackers are declared.";
            case BEFORE_ATTACKERS -> " Activate only before attackers are declared.";
            case COMBAT -> " Activate only during combat.";
            case OPPONENT_UPKEEP -> " Activate only during an opponent's upkeep.";
            case DECLARE_BLOCKERS_STEP -> " Activate only during the declare blockers step.";
            case COMBAT_AFTER_BLOCKERS -> " Activate only during combat after blockers are declared.";
            case END_OF_COMBAT_STEP -> " Activate only during the end of combat step.";
            case OPPONENTS_ONLY -> " Only your opponents may activate this ability.";
            case OWNER_ONLY -> " Only ~'s owner may activate this ability."; // 602.5
            case ANY_PLAYER -> " Any player may activate this ability."; // 602.5
            case ANY_PLAYER_SORCERY -> " Any player may activate this ability but only as a sorcery.";
            case ANY_PLAYER_ANY_UPKEEP -> " Any player may activate this ability but only during any upkeep step.";
            case ANY_PLAYER_OWN_DRAW_STEP -> " Any player may activate this ability but only during their draw step.";
            case FROM_HAND -> " Activate only from your hand."; // cycling (702.29a)
            case FROM_GRAVEYARD -> ""; // the effect says "from your graveyard" (113.6m)
            case FROM_GRAVEYARD_SORCERY -> " Activate only as a sorcery.";
            case FROM_HAND_SORCERY -> " Activate only from your hand and only as a sorcery."; // 702.53a
            case FROM_HAND_YOUR_UPKEEP -> " Activate only from your hand and only during your upkeep."; // 702.57b
            case FROM_GRAVEYARD_YOUR_UPKEEP -> " Activate only during your upkeep.";
            case FROM_GRAVEYARD_YOUR_TURN -> " Activate only during your turn.";
        };
    }

    /** "N other cards" when the cost was written so (the source is never among the cards it exiles). */
    private static String other(String text, String counted) {
        if (text == null || !text.toLowerCase(java.util.Locale.ROOT).contains(" other ")) return counted;
        int sp = counted.indexOf(' ');
        return sp < 0 ? counted : counted.substring(0, sp) + " other" + counted.substring(sp);
    }
}
