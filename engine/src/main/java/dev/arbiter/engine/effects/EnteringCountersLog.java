package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * The log of the counters an effect gave a permanent as it put it onto the battlefield ("return it ... with a +1/+1
 * counter on it", 122.6): given as it entered ({@link EnteringWith}), told as counters put on it are.
 */
final class EnteringCountersLog {
    private EnteringCountersLog() {
    }

    /** Logs the {@code kind} counters {@code moved} has, if it is (still) on the battlefield; {@code kind} null: none. */
    static void logCounters(Ctx ctx, GameObject moved, String kind) {
        if (kind == null) return;
        GameObject now = ctx.s.object(moved.id());
        int n = now.counters().get(kind);
        if (now.zone() != Zone.BATTLEFIELD || n == 0) return;
        ctx.log("%s gets %d %s counter%s", now.name(), n, kind, n == 1 ? "" : "s");
    }
}
