package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Suspend;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.effects.Counters;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Suspending a card (702.62a), a special action that doesn't use the stack (116.2f): its owner pays the suspend cost
 * and exiles it from their hand with N time counters on it; they receive priority again (117.3c). Reversed whole when
 * the cost can't be paid (seed 422.1).
 */
public record SuspendCard(int player, int card, List<Integer> payWith) implements Procedure {
    public SuspendCard {
        payWith = List.copyOf(payWith);
    }

    @Override
    public boolean cancellable() {
        return true;
    }

    @Override
    public void run(Ctx ctx) {
        if (!Suspending.possible(ctx.s, player, card)) {
            throw new IllegalAction("702.62a", ctx.s.object(card).name() + " can't be suspended now");
        }
        Suspend sp = Suspending.of(ctx.s, card);
        ctx.log("%s suspends %s, paying %s (702.62a)", ctx.s.player(player).name(), ctx.s.object(card).name(), sp.cost());
        CostPayment.payMana(ctx, player, -1, sp.cost(), payWith);
        GameObject exiled = ZoneMoves.move(ctx, card, Zone.EXILE);
        if (exiled.zone() == Zone.EXILE) Counters.put(ctx, exiled.id(), "time", sp.timeCounters());
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0)); // 117.3c
    }
}
