package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Foretell;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Foretelling a card (702.143a), a special action that doesn't use the stack (116.2h, 702.143b): its owner pays {2} and
 * exiles it from their hand face down, a foretold card of this turn; they receive priority again (117.3c). Reversed
 * whole when the cost can't be paid (seed 422.1).
 */
public record ForetellCard(int player, int card, List<Integer> payWith) implements Procedure {
    public ForetellCard {
        payWith = List.copyOf(payWith);
    }

    @Override
    public boolean cancellable() {
        return true;
    }

    @Override
    public void run(Ctx ctx) {
        if (!Foretelling.possible(ctx.s, player, card)) {
            throw new IllegalAction("702.143a", ctx.s.object(card).name() + " can't be foretold now");
        }
        ctx.log("%s foretells a card, paying {2} (702.143a)", ctx.s.player(player).name());
        CostPayment.payMana(ctx, player, -1, Foretell.FORETELL_ACTION, payWith);
        GameObject exiled = ZoneMoves.move(ctx, card, Zone.EXILE);
        if (exiled.zone() == Zone.EXILE) { // 702.143c: a foretold card, castable after this turn
            ctx.s = ContinuousEffect.add(ctx.s, exiled.id(), player, new Modification.Foretold(ctx.s.turn().number()),
                    Vector.of(exiled.ref()), Duration.INDEFINITE);
        }
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0)); // 117.3c
    }
}
