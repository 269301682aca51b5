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
            dev.arbiter.engine.state.GameState roundStart = ctx.s;
            dev.arbiter.engine.effects.CounterLasting.prune(ctx); // 611.2b: "for as long as it has a feather counter on it"
            ControlChanges.refresh(ctx); // 613.1b, 611.2b: "for as long as" conditions are judged continuously
            dev.arbiter.engine.effects.UntapSkips.prune(ctx); // 611.2b: "doesn't untap ... for as long as ~ remains tapped"
            dev.arbiter.engine.effects.LastingEffects.prune(ctx); // 611.2b: "gets +1/+1 for as long as ~ remains tapped"
            dev.arbiter.engine.effects.SoulbondPairing.prune(ctx); // 702.95e: a paired creature becomes unpaired
            while (StateBasedActions.checkOnce(ctx)) {
                if (GameEnd.check(ctx)) return;
            }
            if (GameEnd.check(ctx)) return;
            dev.arbiter.engine.events.StateTriggers.check(ctx); // 603.8
            if (ascendPresent(ctx)) dev.arbiter.engine.layers.CitysBlessing.refresh(ctx); // 702.131b
            if (ctx.s.triggers().isEmpty()) {
                boolean quiet = ctx.s == roundStart; // every check of this round found nothing to do
                ctx.s = ctx.s.withTurn(ctx.s.turn().withStage(Stage.PRIORITY));
                if (quiet) ctx.s.markPriorityChecksQuiet(); // lets a pass skip the same round (Priority.pass)
                return;
            }
            PutTriggersOnStack.perform(ctx);
        }
        GameEnd.draw(ctx, "state-based actions and triggers repeat without end (seed 421.4)");
    }

    /** The key of "does some permanent's card have ascend" among the battlefield facts. */
    private static final Object ASCEND = new Object();

    /**
     * 702.131b: a player gets the blessing only from a permanent with ascend (read from the printed characteristics), so
     * with none on the battlefield there is nothing to refresh; the answer is kept as permanents enter and leave
     * (Layers.battlefieldAny) instead of counting each player's permanents every time a player would receive priority.
     */
    private static boolean ascendPresent(Ctx ctx) {
        return dev.arbiter.engine.layers.Layers.battlefieldAny(ctx.s, ASCEND,
                (card, k) -> card.baseCharacteristics().has(dev.arbiter.engine.ability.Keyword.ASCEND), (x, k) -> false);
    }
}
