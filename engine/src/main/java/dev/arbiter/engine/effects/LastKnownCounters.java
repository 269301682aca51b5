package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * "for each charge counter on ~", "the number of +1/+1 counters on ~" (122, 107.1): read from the
 * source as the effect happens; a source that left the battlefield is read as it last existed
 * (608.2h). A permanent with counters that leaves while one of its abilities waits on the stack or
 * to be put there is remembered (a non-layer {@link Modification.LastKnownCounters} naming the
 * object it was, until the turn ends).
 */
public final class LastKnownCounters {
    private LastKnownCounters() {
    }

    /** Remembers the counters {@code before} had as it left the battlefield, if an ability of it may still read them. */
    static void left(Ctx ctx, GameObject before) {
        if (before.counters().isEmpty() || !abilityPending(ctx, before.id()) && !namedAsThatObject(ctx, before.id())) return;
        ctx.s = ContinuousEffect.add(ctx.s, before.id(), before.controller(),
                new Modification.LastKnownCounters(before.counters()), Vector.of(before.ref()), Duration.UNTIL_END_OF_TURN);
    }

    static boolean abilityPendingOf(Ctx ctx, int id) {
        return abilityPending(ctx, id);
    }

    private static boolean abilityPending(Ctx ctx, int id) {
        for (StackItem item : ctx.s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.source() == id) return true;
        }
        for (PendingTrigger t : ctx.s.triggers()) if (t.source() == id) return true;
        return false;
    }

    /** True when a triggered ability waiting or on the stack names {@code id} as its object (603.10a: "if it had counters on it"). */
    private static boolean namedAsThatObject(Ctx ctx, int id) {
        for (PendingTrigger t : ctx.s.triggers()) if (t.thatObject() == id) return true;
        for (StackItem item : ctx.s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.thatObject() == id) return true;
        }
        return false;
    }

    /**
     * The counters the trigger's object of {@code r} had as it last existed on the battlefield (603.10a, 122.8), or null
     * when it is still there (or back as a new object, 400.7) or had none.
     */
    static Counters ofThatObject(Ctx ctx, Resolution r) {
        if (r.thatObject() < 0) return null;
        GameObject o = ctx.s.object(r.thatObject());
        if (o.zone() == Zone.BATTLEFIELD) return null;
        Target.Object was = new Target.Object(o.id(), o.zoneChanges() - 1);
        Counters counters = null;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.LastKnownCounters k && e.affected().contains(was)) counters = k.counters();
        }
        return counters;
    }

    /**
     * The counters of {@code kind} (every kind when null) on the trigger's object of {@code r}: as it is on the battlefield,
     * else as it last existed there (603.10a, 608.2h); 0 when none are known.
     */
    static int ofThatObject(Ctx ctx, String kind, Resolution r) {
        if (r.thatObject() < 0) return 0;
        GameObject o = ctx.s.object(r.thatObject());
        Counters counters = o.zone() == Zone.BATTLEFIELD ? o.counters() : ofThatObject(ctx, r);
        if (counters == null) return 0;
        return kind == null ? counters.total() : counters.get(kind);
    }

    /** The counters of {@code kind} (any kind when null) on the source of {@code r}, as it is or last was on the battlefield. */
    static int value(Ctx ctx, Amount.CountersOnSource a, Resolution r) {
        Counters counters = ofSource(ctx, r);
        if (counters == null) return 0; // 608.2h: it had none as it last existed
        if (a.kind() != null) return counters.get(a.kind());
        int n = 0;
        for (int v : counters.byKind().values()) n += v;
        return n;
    }

    /** The counters on the source of {@code r} as it is, or as it last was on the battlefield (608.2h); null: none known. */
    static Counters ofSource(Ctx ctx, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        int zc = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : o.zoneChanges();
        Counters counters = null;
        if (o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == zc) {
            counters = o.counters();
        } else {
            // the object the ability came from; a trigger of its leaving may name the object it became
            int was = o.zoneChanges() == zc && o.zone() != Zone.BATTLEFIELD ? zc - 1 : zc;
            Target.Object ref = new Target.Object(o.id(), was);
            for (ContinuousEffect e : ctx.s.effects()) {
                if (e.modification() instanceof Modification.LastKnownCounters k && e.affected().contains(ref)) counters = k.counters();
            }
        }
        return counters;
    }
}
