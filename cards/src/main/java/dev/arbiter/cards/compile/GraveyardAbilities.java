package dev.arbiter.cards.compile;

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

    static Timing timing(Cost cost, Timing timing, String effectText, Effect effect) {
        if (cost.parts().stream().noneMatch(p -> p instanceof CostPart.ExileSelfFromGraveyard)) return timing;
        Timing there = Timing.fromGraveyard(timing); // 113.6m with "Activate only as a sorcery / during your upkeep / turn"
        if (there == null) throw new NotSupported("activation restriction on an ability activated from the graveyard");
        if (cost.parts().stream().anyMatch(p -> p instanceof CostPart.TapSelf || p instanceof CostPart.UntapSelf
                || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.ExileSelf || p instanceof CostPart.ReturnSelf
                || p instanceof CostPart.DiscardSelf || p instanceof CostPart.RemoveCounters
                || p instanceof CostPart.PutCountersOnSelf || p instanceof CostPart.RemoveCountersAndSacrificeSelf)) {
            throw new NotSupported("an ability from the graveyard with another cost part paid by the card");
        }
        if (effectText.contains("~")) throw new NotSupported("an ability from the graveyard naming the exiled card");
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("a mana ability activated from the graveyard");
        return there;
    }
}
