package dev.arbiter.engine.layers;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

/**
 * The monarch (724): a designation one player at most has (724.3), kept as a non-layer {@link Modification.Monarch}
 * whose source is the object that made them the monarch (the source of the monarch's inherent triggered abilities here,
 * events/MonarchTriggers).
 */
public final class Monarch {
    private Monarch() {
    }

    /** The monarch's effect, or null when no player is the monarch. */
    public static ContinuousEffect effect(GameState s) {
        for (ContinuousEffect e : s.effects()) if (e.modification() instanceof Modification.Monarch) return e;
        return null;
    }

    /** The player who is the monarch, or -1. */
    public static int of(GameState s) {
        ContinuousEffect e = effect(s);
        return e == null ? -1 : ((Modification.Monarch) e.modification()).player();
    }

    /** 724.3: {@code player} becomes the monarch (the monarch before, if any, stops being it); {@code source} made them so. */
    public static void become(Ctx ctx, int player, int source) {
        if (of(ctx.s) == player) return;
        ContinuousEffect old = effect(ctx.s);
        if (old != null) ctx.s = ctx.s.withEffects(ctx.s.effects().remove(old));
        long ts = ctx.s.nextTimestamp();
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(new ContinuousEffect(ts, source, player,
                new Modification.Monarch(player), io.vavr.collection.Vector.empty(), Duration.INDEFINITE)));
        ctx.log("%s becomes the monarch", ctx.s.player(player).name());
    }
}
