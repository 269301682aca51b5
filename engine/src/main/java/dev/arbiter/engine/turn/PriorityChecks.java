package dev.arbiter.engine.turn;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.effects.ControlChanges;
import dev.arbiter.engine.effects.GameEnd;
import dev.arbiter.engine.sba.StateBasedActions;
import dev.arbiter.engine.state.Stage;

/**
 * What happens each time a player would receive priority (117.5, 704.3): state-based actions
 * until none apply, then waiting triggers go on the stack, repeated until neither happens; then
 * the player receives priority.
 */
public record PriorityChecks() implements Procedure {
    /** A backstop against state-based loops no card should be able to make. */
    private static final int MAX_ROUNDS = 10_000;

    @Override
    public void run(Ctx ctx) {
        for (int round = 0; round < MAX_ROUNDS; round++) {
            ControlChanges.refresh(ctx); // 613.1b, 611.2b: "for as long as" conditions are judged continuously
            dev.arbiter.engine.effects.UntapSkips.prune(ctx); // 611.2b: "doesn't untap ... for as long as ~ remains tapped"
            dev.arbiter.engine.effects.LastingEffects.prune(ctx); // 611.2b: "gets +1/+1 for as long as ~ remains tapped"
            while (StateBasedActions.checkOnce(ctx)) {
                if (GameEnd.check(ctx)) return;
            }
            if (GameEnd.check(ctx)) return;
            dev.arbiter.engine.events.StateTriggers.check(ctx); // 603.8
            dev.arbiter.engine.layers.CitysBlessing.refresh(ctx); // 702.131b
            if (ctx.s.triggers().isEmpty()) {
                ctx.s = ctx.s.withTurn(ctx.s.turn().withStage(Stage.PRIORITY));
                return;
            }
            PutTriggersOnStack.perform(ctx);
        }
        GameEnd.draw(ctx, "state-based actions and triggers repeat without end (seed 421.4)");
    }
}
