package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ActivationCostChangeGrammar;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import java.util.ArrayList;
import java.util.List;

/**
 * "This ability costs {1} less / more to activate for each [count]." (602.2b, 601.2f): the cost with a
 * {@link CostPart.ActivationCostPerCount}, the count read as the total cost is determined — only what the state answers
 * for the activating player ({@link StaticAmountLowering}; anything else is refused).
 */
final class ActivationCostChange {

    private ActivationCostChange() {
    }

    static Cost withChange(Cost cost, ActivationCostChangeGrammar.Change change) {
        if (cost.mana().hasX() || cost.hasX()) throw new NotSupported("an ability's own cost change with an X cost");
        List<CostPart> parts = new ArrayList<>(cost.parts());
        String text = "This ability costs {" + Math.abs(change.generic()) + "} " + (change.generic() < 0 ? "less" : "more")
                + " to activate for each counted";
        parts.add(new CostPart.ActivationCostPerCount(change.generic(), StaticAmountLowering.lower(change.count()), text));
        return new Cost(cost.mana(), parts);
    }
}
