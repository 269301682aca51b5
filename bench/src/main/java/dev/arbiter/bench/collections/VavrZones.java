package dev.arbiter.bench.collections;

import io.vavr.collection.Vector;

/** Zone lists as vavr {@code Vector<Integer>} inside an outer {@code Vector}; shared by both vavr states. */
final class VavrZones {
    private VavrZones() {}

    static Vector<Vector<Integer>> of(Layout layout) {
        Vector<Vector<Integer>> zones = Vector.empty();
        for (int[] zone : layout.zones) {
            // Built by appending boxed ids, as an engine would. (Vector.ofAll(int...) would store a
            // primitive int[] internally, an advantage the engine's id type would not get.)
            Vector<Integer> z = Vector.empty();
            for (int id : zone) {
                z = z.append(id);
            }
            zones = zones.append(z);
        }
        return zones;
    }

    static Vector<Vector<Integer>> draw(Vector<Vector<Integer>> zones, int player) {
        int l = Zones.library(player);
        int h = Zones.hand(player);
        Vector<Integer> lib = zones.get(l);
        Integer top = lib.head();
        return zones.update(l, lib.tail()).update(h, zones.get(h).append(top));
    }

    static Vector<Vector<Integer>> move(Vector<Vector<Integer>> zones, int id, int from, int to) {
        Vector<Integer> f = zones.get(from);
        int i = f.indexOf(id);
        if (i < 0) {
            throw new IllegalArgumentException(id + " not in zone " + from);
        }
        return zones.update(from, f.removeAt(i)).update(to, zones.get(to).append(id));
    }
}
