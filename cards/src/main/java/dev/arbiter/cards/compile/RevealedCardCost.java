package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.util.RecordTrees;
import java.util.List;

/**
 * "As an additional cost to cast this spell, reveal a creature card from your hand. / You gain life equal to the revealed
 * card's mana value." (601.2f, 701.16a, 608.2h): the spell reads the one card its cost revealed. Accepted only when the
 * spell's one additional cost reveals exactly one card and sacrifices or exiles nothing, and nothing else is read as
 * sacrificed or exiled (the engine keeps the revealed card with what a cost sacrificed or exiled).
 */
final class RevealedCardCost {

    private RevealedCardCost() {
    }

    static boolean only(List<Ability> abilities, Ability spell) {
        List<AdditionalCost> costs = abilities.stream().filter(a -> a instanceof AdditionalCost).map(a -> (AdditionalCost) a).toList();
        if (costs.size() != 1 || !costs.get(0).orElse().isEmpty()) return false;
        List<CostPart> parts = costs.get(0).cost().parts();
        if (parts.size() != 1 || !(parts.get(0) instanceof CostPart.RevealFromHand r) || r.count() != 1) return false;
        return !RecordTrees.contains(spell, x -> x instanceof Amount.SacrificedStat st
                && !st.noun().equals(AmountNode.Sacrificed.REVEALED_CARD))
                && !RecordTrees.contains(spell, Amount.SacrificedAsCost.class);
    }
}
