package dev.arbiter.engine.state;

/** Soulbond pairs (702.95b): which creature a creature is paired with, read from the {@link Modification.Paired} records. */
public final class Pairs {
    private Pairs() {
    }

    /** The creature {@code id} is paired with (702.95b), or -1 when it is unpaired. */
    public static int partner(GameState s, int id) {
        if (id < 0) return -1;
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.Paired) || e.affected().size() != 2) continue;
            Target.Object a = e.affected().get(0);
            Target.Object b = e.affected().get(1);
            if (!current(s, a) || !current(s, b)) continue; // 702.95e: left the battlefield (400.7)
            if (a.id() == id) return b.id();
            if (b.id() == id) return a.id();
        }
        return -1;
    }

    /** Whether {@code t} is still the object on the battlefield it named (400.7). */
    static boolean current(GameState s, Target.Object t) {
        GameObject o = s.object(t.id());
        return o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == t.zoneChanges();
    }
}
