package dev.arbiter.engine.effects;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * 608.2c: what one step of a resolving effect did, for the steps after it that name or count it ("the cards exiled this
 * way", "for each creature destroyed this way"). The step runs with the resolution's record of moves (400.7j,
 * {@link FoundAfterMove}); the moves it added are what it did, each with the object as it now is, the zone it went to,
 * and the object as it last existed before the move (608.2h: its characteristics, read from the last known information
 * of a permanent or spell, else from the card as it is now). One record for every verb: what counts is the zone the
 * object went to, not which effect moved it. Moves to hidden zones are not noted (400.7j), so a step whose objects go to a
 * hand or a library is not read this way.
 */
public final class StepRecord {
    private StepRecord() {
    }

    /** One object the step moved: as it is now, where it went, and its characteristics before the move. */
    public record Moved(GameObject now, Zone to, Characteristics before) {
    }

    /** Runs {@code step} and returns the objects it moved to a public zone (in the order moved). */
    public static List<Moved> of(Ctx ctx, Runnable step) {
        if (ctx.movedByResolution == null) { // not inside a resolution: a record for this step only
            List<Moved>[] out = new List[1];
            FoundAfterMove.during(ctx, c -> out[0] = of(c, step));
            return out[0];
        }
        int from = ctx.movedByResolution.size();
        step.run();
        List<Moved> out = new ArrayList<>();
        for (int i = from; i < ctx.movedByResolution.size(); i++) {
            int[] m = ctx.movedByResolution.get(i);
            GameObject now = ctx.s.object(m[0]);
            if (now.zoneChanges() != m[2]) continue; // moved again by the same step: its last move is the one that counts
            Characteristics before = known(ctx, m[0], m[1]);
            out.add(new Moved(now, now.zone(), before != null ? before : dev.arbiter.engine.layers.Layers.of(ctx.s, now.id())));
        }
        return out;
    }

    private static Characteristics known(Ctx ctx, int id, int zoneChanges) {
        if (ctx.lastKnownByResolution == null) return null;
        for (Ctx.LastKnown k : ctx.lastKnownByResolution) {
            if (k.id() == id && k.zoneChanges() == zoneChanges) return k.characteristics();
        }
        return null;
    }
}
