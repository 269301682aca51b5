package dev.arbiter.engine.effects;

import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/** Tapping and untapping permanents (701.26); becoming tapped is an event abilities watch. */
public final class Tapping {
    private Tapping() {
    }

    public static void tap(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.tapped()) return;
        ctx.s = ctx.s.withObject(o.withTapped(true));
        Triggers.emit(ctx, new GameEvent.BecameTapped(id));
    }

    public static void untap(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (!o.tapped()) return;
        ctx.s = ctx.s.withObject(o.withTapped(false));
        Triggers.emit(ctx, new GameEvent.BecameUntapped(id)); // 701.26b
    }
}
