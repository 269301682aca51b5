package dev.arbiter.engine.costs;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.Stage;

import java.util.List;

/**
 * What stays of an illegal action that was reversed (seed 422.1): the mana abilities activated
 * during it that may not be reversed, done again from the state before the action, each with the
 * mana it chose and the pool mana it spent. Abilities they trigger trigger; the player who had
 * priority keeps it (422.2), after the usual checks (117.5).
 */
record KeptManaAbilities(int player, List<ManaJournal.Entry> kept) implements Procedure {
    public KeptManaAbilities {
        kept = List.copyOf(kept);
    }

    @Override
    public void run(Ctx ctx) {
        for (ManaJournal.Entry e : kept) {
            CostPayment.take(ctx, player, e.spend());
            ManaAbilities.activatePaid(ctx, player, e.source(), e.abilityIndex(), e.chosen());
            ctx.log("%s's mana ability is not reversed (seed 422.1)", ctx.s.object(e.source()).name());
        }
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0));
    }
}
