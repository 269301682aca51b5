package dev.arbiter.engine.loops;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * Applying many repetitions of a loop at once: each repetition changes the monotone quantities
 * (life, poison, mana in pools, counters) by the same amount, so N repetitions add N times the
 * change seen in one. Quantities that can't go below zero (mana, counters) limit how many
 * repetitions can really happen. Constant time in N: no repetition is replayed.
 */
final class Extrapolation {
    private Extrapolation() {
    }

    /** How many of {@code wanted} repetitions can happen from {@code base} before a counter or mana runs out. */
    static int feasible(Cycle c, GameState base, int wanted) {
        long n = wanted;
        GameState a = c.first();
        GameState b = c.last();
        for (int p = 0; p < base.playerCount(); p++) {
            for (ManaType t : ManaType.values()) {
                int d = b.player(p).pool().amount(t) - a.player(p).pool().amount(t);
                if (d < 0) n = Math.min(n, base.player(p).pool().amount(t) / -d);
                int ds = b.player(p).snow().amount(t) - a.player(p).snow().amount(t); // 107.4h: snow mana
                if (ds < 0) n = Math.min(n, base.player(p).snow().amount(t) / -ds);
            }
        }
        for (int id = 0; id < Math.min(a.objects().size(), base.objects().size()); id++) {
            Counters ca = a.object(id).counters();
            Counters cb = b.object(id).counters();
            for (String kind : ca.byKind().keySet().addAll(cb.byKind().keySet())) {
                int d = cb.get(kind) - ca.get(kind);
                if (d < 0) n = Math.min(n, base.object(id).counters().get(kind) / -d);
            }
        }
        return (int) Math.max(0, n);
    }

    /**
     * How many of {@code wanted} repetitions can happen from {@code base} with every player still
     * above 0 life and under 10 poison counters (704.5a-c): a cycle that lowers a life total or
     * adds poison ends the game after that many repetitions and one more, so it isn't endless.
     */
    static int beforeALoss(Cycle c, GameState base, int wanted) {
        long n = wanted;
        GameState a = c.first();
        GameState b = c.last();
        for (int p = 0; p < base.playerCount(); p++) {
            PlayerState now = base.player(p);
            if (!now.inGame()) continue;
            int life = b.player(p).life() - a.player(p).life();
            if (life < 0) n = Math.min(n, Math.max(0, now.life() - 1) / -life);
            int poison = b.player(p).poison() - a.player(p).poison();
            if (poison > 0) n = Math.min(n, Math.max(0, 9 - now.poison()) / poison);
        }
        return (int) Math.max(0, n);
    }

    /** A total that saturates instead of wrapping around: repeated loops can push life past an int. */
    static int sat(long v) {
        return (int) Math.max(Integer.MIN_VALUE / 2, Math.min(Integer.MAX_VALUE / 2, v));
    }

    /** {@code base} after {@code n} more repetitions' worth of change. */
    static GameState advance(Cycle c, GameState base, int n) {
        if (n == 0) return base;
        GameState a = c.first();
        GameState b = c.last();
        GameState s = base;
        for (int p = 0; p < s.playerCount(); p++) {
            PlayerState pa = a.player(p);
            PlayerState pb = b.player(p);
            PlayerState now = s.player(p);
            ManaPool pool = now.pool();
            for (ManaType t : ManaType.values()) {
                pool = pool.plus(t, sat((long) n * (pb.pool().amount(t) - pa.pool().amount(t))));
            }
            s = s.withPlayer(now.withPool(pool));
            // From base, not now: a Two-Headed Giant teammate's update already set the shared totals (810.9, 810.10).
            s = s.withLife(p, sat(base.player(p).life() + (long) n * (pb.life() - pa.life())))
                    .withPoison(p, sat(base.player(p).poison() + (long) n * (pb.poison() - pa.poison())));
            ManaPool snow = now.snow();
            for (ManaType t : ManaType.values()) {
                int v = sat(snow.amount(t) + (long) n * (pb.snow().amount(t) - pa.snow().amount(t)));
                snow = snow.plus(t, Math.max(0, Math.min(pool.amount(t), v)) - snow.amount(t));
            }
            s = s.withPlayer(s.player(p).withSnow(snow));
        }
        Vector<GameObject> objects = s.objects();
        for (int id = 0; id < Math.min(a.objects().size(), objects.size()); id++) {
            Counters ca = a.object(id).counters();
            Counters cb = b.object(id).counters();
            if (ca.equals(cb)) continue;
            GameObject o = objects.get(id);
            Counters now = o.counters();
            for (String kind : ca.byKind().keySet().addAll(cb.byKind().keySet())) {
                int d = cb.get(kind) - ca.get(kind);
                if (d != 0) now = now.plus(kind, sat((long) n * d));
            }
            objects = objects.update(id, o.withCounters(now));
        }
        return s.withObjects(objects);
    }
}
