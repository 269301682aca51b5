package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectSubjects;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * "[effect] unless [player] pays [cost]" (118.12): the player chooses as the ability resolves
 * whether to pay; a cost they can't pay can't be chosen (118.3), and the effect then happens.
 * Upkeep costs are written this way ("At the beginning of your upkeep, sacrifice ~ unless you pay {W}{W}").
 */
final class UnlessPayments {
    private UnlessPayments() {
    }

    static void resolve(Ctx ctx, Effect.UnlessPays u, Resolution r) {
        List<Integer> payers = EffectSubjects.players(ctx, u.payer(), r);
        if (payers.size() != 1) throw new IllegalStateException("\"unless\" names one player: " + u.payer());
        int player = payers.get(0);
        GameObject source = ctx.s.object(r.source());
        boolean can = CostPayment.canPayNonMana(ctx.s, player, source, u.cost())
                && CostPayment.canPayMana(ctx.s, player, -1, u.cost().mana());
        if (can) {
            Choice c = ctx.ask(new Decision.Option(player, "Pay " + u.cost().text() + "? If you don't, " + source.name()
                    + "'s ability happens", List.of(Countering.PAY + " " + u.cost().text(), Countering.DECLINE)));
            if (((Choice.ChooseOption) c).index() == 0) {
                CostPayment.payNonMana(ctx, player, r.source(), u.cost());
                if (!u.cost().mana().isEmpty()) CostPayment.payMana(ctx, player, -1, u.cost().mana(), List.of());
                ctx.log("%s pays %s", ctx.s.player(player).name(), u.cost().text());
                return;
            }
        }
        Countering.resolve(ctx, u.effect(), r);
    }
}
