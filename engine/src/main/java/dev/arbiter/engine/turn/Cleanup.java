package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.effects.GameEnd;
import dev.arbiter.engine.sba.StateBasedActions;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * The cleanup step (514): the active player discards down to maximum hand size (514.1); then
 * damage is removed and "until end of turn" effects end, at the same time (514.2); if that made
 * state-based actions or triggers happen, players receive priority and another cleanup step
 * follows (514.3a).
 */
final class Cleanup {
    private Cleanup() {
    }

    static void perform(Ctx ctx) {
        int active = ctx.s.turn().active();
        discardToHandSize(ctx, active);
        GameState s = ctx.s;
        List<GameObject> healed = new java.util.ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.damage() > 0 || o.deathtouchDamage()) healed.add(o.withDamage(0, false));
        }
        s = s.withObjects(healed); // one copy of the objects for all of them
        s = dev.arbiter.engine.effects.BecomingCopies.endTurn(s); // 514.2, 613.1a: the copy values it had before
        if (s.effects().exists(Cleanup::endsThisTurn)) s = s.withEffects(s.effects().filter(e -> !endsThisTurn(e))); // 514.2
        s = dev.arbiter.engine.effects.ExilePlays.endTurn(s); // 514.2: "until the end of your next turn"
        ctx.s = s;
        dev.arbiter.engine.effects.ControlChanges.refresh(ctx); // 514.2: control returns as "until end of turn" ends
        if (ctx.s.effects().exists(e -> e.modification() instanceof dev.arbiter.engine.state.Modification.DelayedTrigger d
                && d.step() == dev.arbiter.engine.timing.Step.CLEANUP)) { // 603.7, 514.3a: "at the beginning of the next cleanup step"
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.StepBegan(
                    dev.arbiter.engine.timing.Step.CLEANUP, active));
        }
        boolean happened = StateBasedActions.checkOnce(ctx);
        if (GameEnd.check(ctx)) return;
        if (happened || !ctx.s.triggers().isEmpty()) {
            ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, active, 0)); // 514.3a
        } else if (ctx.stagesFollow) {
            ctx.endFollows = true; // 514.3: no player receives priority; the game's loop ends the step (issue 13, BeginStep)
        } else {
            ctx.s = ctx.s.withTurn(ctx.s.turn().withStage(Stage.END));
        }
    }

    /** 514.1: discard down to the maximum hand size, choosing the cards. */
    private static void discardToHandSize(Ctx ctx, int player) {
        PlayerState p = ctx.s.player(player);
        int excess = p.hand().size() - dev.arbiter.engine.layers.PlayerStatics.maximumHandSize(ctx.s, player); // 402.2
        if (excess <= 0) return;
        Choice c = ctx.ask(new Decision.Objects(player, "Discard " + excess + " card" + (excess == 1 ? "" : "s")
                + " down to your maximum hand size", p.hand().asJava(), excess, excess));
        List<Integer> ids = ((Choice.ChooseObjects) c).ids();
        for (int id : ids) {
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            ctx.log("%s discards %s (maximum hand size, 514.1)", p.name(), ctx.s.object(id).name());
        }
    }

    static boolean endsThisTurn(ContinuousEffect e) {
        return e.duration() == Duration.UNTIL_END_OF_TURN;
    }
}
