package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "{T}, Sacrifice X lands: ...", "Tap X untapped artifacts you control: ..." (107.3, 601.2b, 602.2b): with no {X} in the
 * mana cost, X is announced as the ability is activated, from 0 to the most the player can pay (118.3); the cost is then
 * paid with that count ({@link Cost#withX}) and the effect's X is that value.
 */
final class CountCostX {
    private CountCostX() {
    }

    /** The X announced for {@code cost}'s X counts, or -1 when it has none or its mana cost has {X} (announced there). */
    static int announceX(Ctx ctx, int player, GameObject source, Cost cost) {
        if (!cost.hasX() || cost.mana().hasX()) return -1;
        int max = 0;
        while (max < 1000 && CostPayment.canPayNonMana(ctx.s, player, source, cost.withX(max + 1))) max++;
        Choice c = ctx.ask(new Decision.Number(player, "Choose X for " + source.name(), 0, max));
        return ((Choice.ChooseNumber) c).value();
    }
}
