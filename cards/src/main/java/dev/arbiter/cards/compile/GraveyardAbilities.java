package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ActivatedLineGrammar;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;

/**
 * Activated abilities whose cost exiles the card itself from its owner's graveyard ("{2}{G}, Exile
 * ~ from your graveyard: You gain 5 life."): they function only there (113.6m) and are activated at
 * instant speed by the card's owner. A restriction on when, a mana ability, or an effect naming the
 * exiled card is refused.
 */
final class GraveyardAbilities {

    private GraveyardAbilities() {
    }

    /** Whether {@code line} is an activated ability that returns its card from its owner's graveyard (113.6m). */
    static boolean returnsItself(String line) {
        return line.indexOf(':') > 0 && ActivatedLineGrammar.returnsItselfFromGraveyard(line);
    }

    static Timing timing(Cost cost, Timing timing, String effectText, Effect effect) {
        if (cost.parts().stream().noneMatch(p -> p instanceof CostPart.ExileSelfFromGraveyard)) return timing;
        Timing there = Timing.fromGraveyard(timing); // 113.6m with "Activate only as a sorcery / during your upkeep / turn"
        if (there == null) throw new NotSupported("activation restriction on an ability activated from the graveyard");
        if (paidByTheCard(cost)) {
            throw new NotSupported("an ability from the graveyard with another cost part paid by the card");
        }
        // 707.2: "a copy of ~" copies the card itself, wherever paying the cost put it (embalm 702.128a)
        if (effectText.replace("a copy of ~", "").contains("~")) {
            throw new NotSupported("an ability from the graveyard naming the exiled card");
        }
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("a mana ability activated from the graveyard");
        return there;
    }

    /**
     * Whether a part of {@code cost} is paid by the card itself as a permanent (tapping it, sacrificing it, its
     * counters...): a card in a graveyard can't pay those, so an ability that functions there with them is refused.
     */
    static boolean paidByTheCard(Cost cost) {
        return cost.parts().stream().anyMatch(p -> p instanceof CostPart.TapSelf || p instanceof CostPart.UntapSelf
                || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.ExileSelf || p instanceof CostPart.ReturnSelf
                || p instanceof CostPart.DiscardSelf || p instanceof CostPart.RemoveCounters
                || p instanceof CostPart.PutCountersOnSelf || p instanceof CostPart.RemoveCountersAndSacrificeSelf
                || p instanceof CostPart.ExertSelf || p instanceof CostPart.Loyalty);
    }
}
