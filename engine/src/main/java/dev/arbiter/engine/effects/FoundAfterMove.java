package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * 400.7j: "If an effect causes an object to move to a public zone, other parts of that effect can find
 * that object." While a spell or ability resolves, each move to a public zone is noted; a later part of
 * the same effect that names a target ("Return target creature card ... to the battlefield. It gains
 * haste") follows those moves to the new object. A move to a hidden zone (hand, library) ends the trail,
 * and so does the end of the resolution: a delayed trigger is a separate resolution (603.7c binds the
 * object as it was when the trigger was created).
 */
public final class FoundAfterMove {
    private FoundAfterMove() {
    }

    /** Runs {@code resolution} with moves noted; what was noted before (an enclosing resolution) comes back after. */
    public static void during(Ctx ctx, Consumer<Ctx> resolution) {
        List<int[]> outer = ctx.movedByResolution;
        List<Ctx.LastKnown> outerKnown = ctx.lastKnownByResolution;
        ctx.movedByResolution = new ArrayList<>(2);
        ctx.lastKnownByResolution = null; // made on the first move off the battlefield or the stack
        try {
            resolution.accept(ctx);
        } finally {
            ctx.movedByResolution = outer;
            ctx.lastKnownByResolution = outerKnown;
        }
    }

    static void note(Ctx ctx, GameObject before, GameObject after) {
        if (ctx.movedByResolution != null && isPublic(after.zone())) {
            ctx.movedByResolution.add(new int[] {before.id(), before.zoneChanges(), after.zoneChanges()});
        }
    }

    /** Whether {@code now} is the object this resolution's moves made of {@code ref}, in a public zone. */
    static boolean found(Ctx ctx, Target.Object ref, GameObject now) {
        if (ctx.movedByResolution == null || !isPublic(now.zone())) return false;
        int zc = ref.zoneChanges();
        for (int[] m : ctx.movedByResolution) {
            if (m[0] == ref.id() && m[1] == zc) zc = m[2];
        }
        return zc != ref.zoneChanges() && zc == now.zoneChanges();
    }

    private static boolean isPublic(Zone z) {
        return z == Zone.BATTLEFIELD || z == Zone.GRAVEYARD || z == Zone.EXILE || z == Zone.STACK || z == Zone.COMMAND; // 400.2
    }
}
