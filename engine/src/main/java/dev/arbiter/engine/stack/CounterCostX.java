package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Remove X +1/+1 counters from ~: It deals X damage to ..." (107.3, 602.2b, 122.8): X in a non-mana ability's cost is
 * announced as the ability is activated, from 0 to the counters of the kind the source has (118.3), and the cost is then
 * paid as removing that many; the effect's X (and an {X} in the same cost) is that value. Mana abilities choose it as
 * they pay instead (costs/ManaAbilities). "Remove all KIND counters from ~" likewise, X being all of them.
 */
final class CounterCostX {
    private CounterCostX() {
    }

    /** The X announced for a "Remove X KIND counters from ~" part of {@code a}'s cost, or -1 when it has none. */
    static int announceX(Ctx ctx, int player, GameObject source, ActivatedAbility a) {
        for (CostPart p : a.cost().parts()) { // "Remove all KIND counters from ~": as many as it has, nothing to choose
            if (p instanceof CostPart.RemoveAllCounters all) return source.counters().get(all.kind());
        }
        CostPart.RemoveAnyNumberOfCounters part = part(a.cost());
        if (part == null) return -1;
        int max = source.counters().get(part.kind());
        Choice c = ctx.ask(new Decision.Number(player, "Choose X for " + source.name() + " (" + part.kind()
                + " counters to remove)", 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /** The cost with "Remove X KIND counters" made "Remove x KIND counters", paid as a fixed number. */
    static Cost withX(Cost cost, int x) {
        List<CostPart> parts = new ArrayList<>();
        for (CostPart p : cost.parts()) {
            parts.add(p instanceof CostPart.RemoveAnyNumberOfCounters r && r.x() ? new CostPart.RemoveCounters(r.kind(), x)
                    : p instanceof CostPart.RemoveAllCounters r ? new CostPart.RemoveCounters(r.kind(), x) : p);
        }
        return new Cost(cost.mana(), parts);
    }

    private static CostPart.RemoveAnyNumberOfCounters part(Cost cost) {
        for (CostPart p : cost.parts()) if (p instanceof CostPart.RemoveAnyNumberOfCounters r && r.x()) return r;
        return null;
    }
}
