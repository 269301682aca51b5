package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/** Destroying a permanent (701.8): to its owner's graveyard, unless indestructible (702.12b). */
public final class Destruction {
    private Destruction() {
    }

    /** Destroys permanent {@code id}; returns whether it left the battlefield. */
    public static boolean destroy(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return false;
        if (Layers.of(ctx.s, id).has(Keyword.INDESTRUCTIBLE)) return false;
        ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        ctx.log("%s is destroyed", o.name());
        return true;
    }
}
