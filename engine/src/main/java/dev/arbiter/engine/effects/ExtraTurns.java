package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * Extra turns (500.7): an effect that gives a player an extra turn adds it directly after the
 * current turn; if several are created, the most recently created is taken first. Each pending
 * extra turn is kept as a marker in the continuous effects, as linked exile is.
 */
public final class ExtraTurns {
    private ExtraTurns() {
    }

    /** The player whose extra turn comes next and the state without that pending turn. */
    public record Next(int player, GameState state) {
    }

    /** 500.7: {@code player} takes {@code count} extra turns after this one. */
    static void add(Ctx ctx, Resolution r, int player, int count) {
        for (int i = 0; i < count; i++) {
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.ExtraTurn(player),
                    Vector.empty(), Duration.INDEFINITE);
        }
        ctx.log("%s will take %d extra turn%s after this one", ctx.s.player(player).name(), count, count == 1 ? "" : "s");
    }

    /**
     * 603.7a: a delayed ability for a step of "that turn", the extra turn this resolution created last (the latest pending
     * {@link Modification.ExtraTurn} from this source); none when there is no such turn.
     */
    static void delayed(Ctx ctx, dev.arbiter.engine.ability.Effect.DelayedInExtraTurn d, Resolution r) {
        ContinuousEffect turn = null;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.ExtraTurn && e.source() == r.source()
                    && (turn == null || e.timestamp() > turn.timestamp())) {
                turn = e;
            }
        }
        if (turn == null) return;
        int player = ((Modification.ExtraTurn) turn.modification()).player();
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                new Modification.ExtraTurnDelayedTrigger(turn.timestamp(), player, -1, d.step(), d.effect(), d.text()),
                Vector.empty(), Duration.INDEFINITE);
        ctx.log("%s: \"%s\" will trigger in that extra turn (603.7)", ctx.s.object(r.source()).name(), d.text());
    }

    /** The most recently created pending extra turn of a player still in the game (500.7), or null. */
    public static Next next(GameState s) {
        ContinuousEffect latest = null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.ExtraTurn t && s.player(t.player()).inGame()
                    && (latest == null || e.timestamp() > latest.timestamp())) {
                latest = e;
            }
        }
        if (latest == null) return null;
        int player = ((Modification.ExtraTurn) latest.modification()).player();
        Vector<ContinuousEffect> effects = s.effects().remove(latest);
        for (ContinuousEffect e : effects) { // 603.7a: the delayed abilities waiting for this turn learn its number
            if (e.modification() instanceof Modification.ExtraTurnDelayedTrigger d && d.extraTurn() == latest.timestamp()) {
                effects = effects.replace(e, new ContinuousEffect(e.timestamp(), e.source(), e.controller(),
                        d.begun(s.turn().number() + 1), e.affected(), e.duration()));
            }
        }
        return new Next(player, s.withEffects(effects));
    }
}
