package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * "[permanent] doesn't untap during its controller's next untap step" (502.3): a marker on the
 * permanent naming the player whose next untap step it skips; that untap step uses it up.
 */
public final class UntapSkips {
    private UntapSkips() {
    }

    /** 502.3: marks each object (as it is now) to skip its controller's next untap step. */
    static void mark(Ctx ctx, Resolution r, GameObject o) {
        long ts = ctx.s.nextTimestamp();
        ContinuousEffect e = new ContinuousEffect(ts, r.source(), r.controller(), new Modification.SkipNextUntap(o.controller()),
                Vector.of(o.ref()), Duration.INDEFINITE);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(e));
        ctx.log("%s doesn't untap during its controller's next untap step", o.name());
    }

    /** 701.39a: {@code player} exerts permanent {@code id}: it doesn't untap during that player's next untap step. */
    public static void exert(Ctx ctx, int player, int id) {
        GameObject o = ctx.s.object(id);
        long ts = ctx.s.nextTimestamp();
        ContinuousEffect e = new ContinuousEffect(ts, id, player, new Modification.SkipNextUntap(player),
                Vector.of(o.ref()), Duration.INDEFINITE);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(e));
        ctx.log("%s exerts %s (701.39a)", ctx.s.player(player).name(), o.name());
    }

    /** Whether permanent {@code id} skips {@code active}'s untap step now beginning. */
    public static boolean skips(GameState s, int id, int active) {
        GameObject o = s.object(id);
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.SkipNextUntap k && k.player() == active) {
                for (Target.Object t : e.affected()) if (t.id() == id && t.zoneChanges() == o.zoneChanges()) return true;
            }
        }
        return false;
    }

    /** The markers for {@code active}'s untap step end with it. */
    public static GameState expire(GameState s, int active) {
        return s.withEffects(s.effects().filter(e -> !(e.modification() instanceof Modification.SkipNextUntap k
                && k.player() == active)));
    }
}
