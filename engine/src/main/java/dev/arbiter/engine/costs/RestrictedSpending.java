package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.RestrictedPool;
import io.vavr.collection.Vector;

/**
 * Spending restricted mana (106.6): a payment for a purpose the restriction allows takes that mana first (it can pay for
 * less than the rest), the rest of the plan from the unrestricted pool.
 */
final class RestrictedSpending {
    private RestrictedSpending() {
    }

    /**
     * Takes from the player's allowed restricted mana what it can of {@code plan}'s spending, leaving in the plan what the
     * unrestricted pool must still give (at least its snow part, 107.4h: restricted mana is kept apart from the snow
     * mana).
     */
    static PaymentPlan take(Ctx ctx, int player, PaymentPlan plan, SpendPurpose purpose) {
        PlayerState p = ctx.s.player(player);
        ManaPool left = plan.spend();
        Vector<RestrictedPool> kept = Vector.empty();
        for (RestrictedPool r : p.restricted()) {
            if (r.only() != null && !purpose.allows(ctx.s, r.source(), r.only())) {
                kept = kept.append(r);
                continue;
            }
            ManaPool mana = r.mana();
            int spent = 0;
            for (ManaType t : ManaType.values()) {
                int n = Math.min(mana.amount(t), left.amount(t) - plan.snowSpend().amount(t));
                if (n <= 0) continue;
                mana = mana.minus(t, n);
                left = left.minus(t, n);
                spent += n;
            }
            if (spent > 0 && r.onSpent() instanceof dev.arbiter.engine.ability.Effect.ManaSpendTrigger onSpent
                    && purpose.spell() >= 0 && dev.arbiter.engine.layers.Affecting.matches(ctx.s,
                    r.source(), onSpent.spells(), ctx.s.object(purpose.spell()), dev.arbiter.engine.layers.Layers.of(ctx.s, purpose.spell()))) {
                for (int i = 0; i < spent; i++) { // 106.6a: one delayed trigger for each mana spent; 603.7a
                    ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new dev.arbiter.engine.state.PendingTrigger(r.source(),
                            player, onSpent.then(), player, purpose.spell())));
                }
            }
            if (spent > 0 && r.onSpent() instanceof dev.arbiter.engine.ability.Effect.ManaSpentRider rider) {
                ManaSpentRiders.apply(ctx, r.source(), player, rider, purpose.spell(), spent); // 106.6
            }
            if (!mana.isEmpty()) kept = kept.append(r.withMana(mana));
        }
        ctx.s = ctx.s.withPlayer(p.withRestricted(kept));
        return new PaymentPlan(plan.activations(), left, plan.life(), plan.snowSpend());
    }
}
