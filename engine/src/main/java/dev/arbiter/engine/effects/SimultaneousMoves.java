package dev.arbiter.engine.effects;

import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Several objects moving as one event (704.3: the state-based actions of one check; 608.2c, 101.4: an
 * effect that moves several objects at once, "destroy all creatures"). Each object's last known
 * characteristics are those it had just before the event (608.2h); all of them move; then the abilities
 * triggering on the event are found, leaves-the-battlefield abilities looking back at the state just
 * before it (603.10a), so every permanent that was on the battlefield sees every object that left.
 * A move outside an open event is an event of its own.
 */
public final class SimultaneousMoves {
    private SimultaneousMoves() {
    }

    /** Opens an event unless one is open; returns whether this call opened it (and so must close it). */
    public static boolean open(Ctx ctx) {
        if (ctx.simultaneousBefore != null) return false;
        ctx.simultaneousBefore = ctx.s;
        ctx.simultaneousAfter = new ArrayList<>(2);
        return true;
    }

    /** Runs {@code body} as one event: the moves it makes happen together (704.3). */
    public static void together(Ctx ctx, Runnable body) {
        boolean opened = open(ctx);
        try {
            body.run();
        } catch (RuntimeException | Error e) {
            if (opened) abandon(ctx);
            throw e;
        }
        if (opened) close(ctx);
    }

    /** What the open event does once all its objects have moved, given the state just before it. */
    static void then(Ctx ctx, Consumer<GameState> after) {
        GameState before = ctx.simultaneousBefore;
        ctx.simultaneousAfter.add(() -> after.accept(before));
    }

    /** Ends the open event: its triggers are found and its aftermath done, in the order its objects moved. */
    public static void close(Ctx ctx) {
        List<Runnable> after = ctx.simultaneousAfter;
        ctx.simultaneousBefore = null;
        ctx.simultaneousAfter = null;
        ctx.asOneEvent(() -> { // 603.2c: a "one or more" ability triggers once for the event
            for (int i = 0; i < after.size(); i++) after.get(i).run(); // indexed: no iterator per move
        });
    }

    /** Drops the open event (a decision stopped the procedure; it is replayed from its start). */
    public static void abandon(Ctx ctx) {
        ctx.simultaneousBefore = null;
        ctx.simultaneousAfter = null;
    }

    /** Emits {@code z}; one leaving the battlefield triggers against {@code before}, the state just before the event (603.10a). */
    static void emit(Ctx ctx, GameEvent.ZoneChange z, GameState before) {
        GameState outer = ctx.lookBack;
        ctx.lookBack = z.from() == Zone.BATTLEFIELD ? before : null;
        try {
            Triggers.emit(ctx, z);
        } finally {
            ctx.lookBack = outer;
        }
    }

    /**
     * The state permanent {@code id}'s characteristics are read from as it moves: just before the open event,
     * while it is the same object on the battlefield there (608.2h, 704.3); else the state now.
     */
    public static GameState asBefore(Ctx ctx, int id) {
        GameState b = ctx.simultaneousBefore;
        if (b == null || b == ctx.s || id >= b.objectCount()) return ctx.s;
        GameObject was = b.object(id);
        GameObject now = ctx.s.object(id);
        return was.zone() == Zone.BATTLEFIELD && now.zone() == Zone.BATTLEFIELD && was.zoneChanges() == now.zoneChanges() ? b : ctx.s;
    }
}
