package dev.arbiter.engine.layers;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Applies the effects of one layer in the right order (613.7-613.8): an effect that depends on
 * another waits for it (613.8a: applying the other would change what it applies to); among
 * independent effects, and within a dependency loop (613.8b), timestamp order decides.
 */
final class Dependencies {
    private Dependencies() {
    }

    /** Applies the effects in order; returns whether some order was decided by trying effects (not by their kinds alone). */
    static boolean applyInOrder(GameState s, Vector<Integer> ids, Characteristics[] cur, List<LayerEffect> effects) {
        boolean tried = false;
        List<LayerEffect> remaining = new ArrayList<>(effects);
        remaining.sort(Comparator.comparingLong(LayerEffect::timestamp));
        while (!remaining.isEmpty()) {
            LayerEffect next = remaining.get(0);
            if (remaining.size() > 1) {
                for (LayerEffect candidate : remaining) {
                    boolean waits = false;
                    for (LayerEffect other : remaining) {
                        if (other == candidate || !mayDepend(candidate, other)) continue;
                        tried = true;
                        if (dependsOn(s, ids, cur, candidate, other)) {
                            waits = true;
                            break;
                        }
                    }
                    if (!waits) {
                        next = candidate;
                        break;
                    }
                }
            }
            remaining.remove(next);
            apply(s, ids, cur, next, true);
        }
        return tried;
    }

    /**
     * Whether {@code a} can depend on {@code b} at all: only a static ability's effect with a filter,
     * and only if {@code b} changes characteristics a's filter, condition or count look at (else the
     * same set either way).
     */
    static boolean mayDepend(LayerEffect a, LayerEffect b) {
        return a.isStatic() && LayerEffects.isFiltered(a) && (LayerReads.of(a) & LayerReads.writes(b.op())) != 0;
    }

    /** 613.8a: {@code a} depends on {@code b} if applying {@code b} first changes the set of objects {@code a} applies to. */
    static boolean dependsOn(GameState s, Vector<Integer> ids, Characteristics[] cur, LayerEffect a, LayerEffect b) {
        if (!mayDepend(a, b)) return false;
        Set<Integer> before = affected(s, ids, cur, a);
        Characteristics[] after = cur.clone();
        apply(s, ids, after, b, false);
        return !before.equals(affected(s, ids, after, a));
    }

    static Set<Integer> affected(GameState s, Vector<Integer> ids, Characteristics[] cur, LayerEffect e) {
        Set<Integer> out = new HashSet<>();
        for (int id : ids) if (applies(s, cur, e, id)) out.add(id);
        return out;
    }

    private static boolean applies(GameState s, Characteristics[] cur, LayerEffect e, int id) {
        if (e.locked() != null) return e.locked().contains(s.object(id).ref());
        if (e.sameObjects() != null && e.sameObjects().known()) return e.sameObjects().contains(id); // 613.6
        if (e.condition() != null && !Affecting.holdsNow(s, e.source(), e.condition(), cur)) return false; // 611.3b
        return Affecting.affects(s, e.source(), e.affected(), id, cur[id]);
    }

    /** Applies {@code e}; {@code forReal} false for a trial (613.8a), which must not fix the objects of a 613.6 set. */
    private static void apply(GameState s, Vector<Integer> ids, Characteristics[] cur, LayerEffect e, boolean forReal) {
        List<Integer> targets = new ArrayList<>();
        for (int id : ids) if (applies(s, cur, e, id)) targets.add(id);
        if (forReal && e.sameObjects() != null) e.sameObjects().fix(new HashSet<>(targets));
        if (e.op() instanceof Operation.ModifyPerCount m && LayerCounts.perObject(m.count())) {
            int[] counts = new int[targets.size()]; // 107.1: each affected object's own count, all read before any applies
            for (int i = 0; i < counts.length; i++) counts[i] = LayerCounts.countFor(s, e.source(), targets.get(i), m.count(), cur);
            for (int i = 0; i < counts.length; i++) cur[targets.get(i)] = m.times(counts[i]).apply(cur[targets.get(i)]);
            return;
        }
        Operation op = e.op() instanceof Operation.ModifyPerCount m
                ? m.times(LayerCounts.count(s, e.source(), m.count(), cur)) : e.op(); // 107.1: counted as the layer applies
        for (int id : targets) cur[id] = op.apply(cur[id]);
    }
}
