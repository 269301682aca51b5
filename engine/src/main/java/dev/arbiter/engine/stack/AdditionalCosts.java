package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * A spell's non-mana additional costs (601.2f, 118.8): "As an additional cost to cast this spell,
 * sacrifice a creature / discard a card / pay N life". They are part of the total cost, paid with
 * the mana (601.2h); a spell whose additional cost can't be paid can't be cast (118.3).
 */
public final class AdditionalCosts {
    private AdditionalCosts() {
    }

    /** Whether {@code player} could pay every additional cost of the spell {@code card} now. */
    public static boolean canPay(GameState s, int player, GameObject card, Characteristics ch) {
        for (Ability a : ch.abilities()) {
            if (a instanceof AdditionalCost ac && !CostPayment.canPayNonMana(s, player, card, ac.cost())) return false;
        }
        return true;
    }

    /** Pays the additional costs of the spell {@code card} on the stack (601.2h); throws if one can't be paid. */
    static void pay(Ctx ctx, int player, int card, Characteristics ch) {
        for (Ability a : ch.abilities()) {
            if (a instanceof AdditionalCost ac) CostPayment.payNonMana(ctx, player, card, ac.cost(), card, -1);
        }
    }
}
