package dev.arbiter.engine.effects;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * The move of a sacrifice (701.17a): the permanent goes to its owner's graveyard (a replacement may send it
 * elsewhere; it was still sacrificed), and the sacrifice is an event of its own for "whenever [a player]
 * sacrifices [a permanent]", which sees the permanent as it last existed (603.10a). Every sacrifice, as a
 * cost or an effect, moves through here.
 */
public final class SacrificeMove {
    private SacrificeMove() {
    }

    /** Sacrifices permanent {@code id} (its controller is the player who sacrifices it); returns the object it became. */
    public static GameObject sacrifice(Ctx ctx, int id) {
        GameObject before = ctx.s.object(id);
        Characteristics was = Layers.of(SimultaneousMoves.asBefore(ctx, id), id); // 608.2h: just before the event
        boolean opened = SimultaneousMoves.open(ctx);
        GameObject after;
        try {
            after = ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            GameObject moved = after;
            SimultaneousMoves.then(ctx, b -> Triggers.emit(ctx, new GameEvent.Sacrificed(before, was, moved.id()))); // after its move's
        } catch (RuntimeException | Error e) {
            if (opened) SimultaneousMoves.abandon(ctx);
            throw e;
        }
        if (opened) SimultaneousMoves.close(ctx);
        return ctx.s.object(after.id());
    }
}
