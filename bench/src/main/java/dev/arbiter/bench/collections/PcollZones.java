package dev.arbiter.bench.collections;

import org.pcollections.PVector;
import org.pcollections.TreePVector;

/** Zone lists as pcollections {@code TreePVector<Integer>} inside an outer {@code TreePVector}. */
final class PcollZones {
    private PcollZones() {}

    static PVector<PVector<Integer>> of(Layout layout) {
        PVector<PVector<Integer>> zones = TreePVector.empty();
        for (int[] zone : layout.zones) {
            PVector<Integer> z = TreePVector.empty();
            for (int id : zone) {
                z = z.plus(id);
            }
            zones = zones.plus(z);
        }
        return zones;
    }

    static PVector<PVector<Integer>> draw(PVector<PVector<Integer>> zones, int player) {
        int l = Zones.library(player);
        int h = Zones.hand(player);
        PVector<Integer> lib = zones.get(l);
        Integer top = lib.get(0);
        return zones.with(l, lib.minus(0)).with(h, zones.get(h).plus(top));
    }

    static PVector<PVector<Integer>> move(PVector<PVector<Integer>> zones, int id, int from, int to) {
        PVector<Integer> f = zones.get(from);
        int i = f.indexOf(id);
        if (i < 0) {
            throw new IllegalArgumentException(id + " not in zone " + from);
        }
        // minus(int) removes by index; minus(Object) would remove by value
        return zones.with(from, f.minus(i)).with(to, zones.get(to).plus(id));
    }
}
