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
        Characteristics was = Layers.of(ctx.s, id);
        GameObject after = ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        Triggers.emit(ctx, new GameEvent.Sacrificed(before, was, after.id()));
        return after;
    }
}
