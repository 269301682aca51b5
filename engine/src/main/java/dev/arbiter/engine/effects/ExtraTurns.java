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
        return new Next(player, s.withEffects(s.effects().remove(latest)));
    }
}
