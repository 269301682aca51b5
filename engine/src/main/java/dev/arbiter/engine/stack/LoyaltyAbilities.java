package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Modification;

import java.util.ArrayList;
import java.util.List;

/**
 * Loyalty abilities (606): an activated ability with a loyalty symbol in its cost (606.4) may be
 * activated only as a sorcery and only if none of that permanent's loyalty abilities was activated
 * this turn (606.3); a negative cost needs that many loyalty counters (606.6).
 */
public final class LoyaltyAbilities {
    /** The counter kind of loyalty (122.1, 306.5b). */
    public static final String LOYALTY = "loyalty";

    private LoyaltyAbilities() {
    }

    /** Whether {@code a} is a loyalty ability (606.1). */
    public static boolean isLoyalty(ActivatedAbility a) {
        return loyaltyPart(a.cost()) != null;
    }

    static CostPart.Loyalty loyaltyPart(Cost cost) {
        for (CostPart p : cost.parts()) if (p instanceof CostPart.Loyalty l) return l;
        return null;
    }

    /** 606.3: no loyalty ability of {@code source} (this object, 400.7) was activated this turn. */
    public static boolean onceThisTurnAvailable(GameState s, GameObject source, ActivatedAbility a) {
        if (!isLoyalty(a)) return true;
        var ref = source.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.ActivatedThisTurn t && isLoyalty(t.ability())
                    && e.affected().contains(ref)) {
                return false;
            }
        }
        return true;
    }

    /**
     * 107.3, 606.6: the value of X of a "[-X]" cost, announced as the ability is activated, at most
     * the loyalty counters on the permanent; -1 when the cost has no X.
     */
    static int announceX(Ctx ctx, int player, GameObject source, ActivatedAbility a) {
        CostPart.Loyalty l = loyaltyPart(a.cost());
        if (l == null || !l.minusX()) return -1;
        int max = source.counters().get(LOYALTY);
        Choice c = ctx.ask(new Decision.Number(player, "Choose X for " + source.name(), 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /** The cost with "[-X]" made "[-x]", so that it is paid as a fixed number of counters. */
    static Cost withX(Cost cost, int x) {
        List<CostPart> parts = new ArrayList<>();
        for (CostPart p : cost.parts()) {
            parts.add(p instanceof CostPart.Loyalty l && l.minusX() ? new CostPart.Loyalty(-x, false) : p);
        }
        return new Cost(cost.mana(), parts);
    }

    /** Remembers that a loyalty ability of {@code source} was activated this turn (606.3), until the turn ends. */
    static void record(Ctx ctx, GameObject source, ActivatedAbility a) {
        ActivationLimits.remember(ctx, source, a);
    }
}
