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
        if (u.payer() instanceof dev.arbiter.engine.ability.Who.EachPlayer
                || u.payer() instanceof dev.arbiter.engine.ability.Who.EachOpponent) {
            each(ctx, u, r, payers);
            return;
        }
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

    /**
     * 101.4: each of {@code players} (in APNAP order) chooses whether to pay, knowing the choices before; then those who
     * chose pay (in the same order); then the effect happens to each who didn't, as its "that player".
     */
    private static void each(Ctx ctx, Effect.UnlessPays u, Resolution r, List<Integer> players) {
        GameObject source = ctx.s.object(r.source());
        List<Integer> paying = new java.util.ArrayList<>();
        for (int p : players) {
            boolean can = CostPayment.canPayNonMana(ctx.s, p, source, u.cost())
                    && CostPayment.canPayMana(ctx.s, p, -1, u.cost().mana()); // 118.3
            if (!can) continue;
            Choice c = ctx.ask(new Decision.Option(p, "Pay " + u.cost().text() + "? If you don't, " + source.name()
                    + "'s ability happens to you", List.of(Countering.PAY + " " + u.cost().text(), Countering.DECLINE)));
            if (((Choice.ChooseOption) c).index() == 0) paying.add(p);
        }
        for (int p : paying) {
            CostPayment.payNonMana(ctx, p, r.source(), u.cost());
            if (!u.cost().mana().isEmpty()) CostPayment.payMana(ctx, p, -1, u.cost().mana(), List.of());
            ctx.log("%s pays %s", ctx.s.player(p).name(), u.cost().text());
        }
        for (int p : players) {
            if (paying.contains(p)) continue;
            Countering.resolve(ctx, u.effect(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), p,
                    r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
        }
    }
}
