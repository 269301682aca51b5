package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/** "... to the battlefield tapped" (110.5b): the permanent an effect just put onto the battlefield is tapped. */
final class EnteringTapped {
    private EnteringTapped() {
    }

    /** Taps {@code moved} if it is (still) on the battlefield: a card that couldn't enter stays where it was. */
    static void tap(Ctx ctx, GameObject moved) {
        GameObject now = ctx.s.object(moved.id());
        if (now.zone() == Zone.BATTLEFIELD && !now.tapped()) ctx.s = ctx.s.withObject(now.withTapped(true));
    }
}
