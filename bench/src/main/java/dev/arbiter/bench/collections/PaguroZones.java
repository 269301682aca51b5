package dev.arbiter.bench.collections;

import org.organicdesign.fp.collections.PersistentVector;
import org.organicdesign.fp.collections.RrbTree;
import org.organicdesign.fp.collections.RrbTree.ImRrbt;

/**
 * Zone lists as Paguro RRB trees ({@code ImRrbt<Integer>}) inside an outer {@code PersistentVector}.
 * Paguro's {@code PersistentVector} cannot remove elements, so zones need the RRB tree.
 */
final class PaguroZones {
    private PaguroZones() {}

    static PersistentVector<ImRrbt<Integer>> of(Layout layout) {
        PersistentVector<ImRrbt<Integer>> zones = PersistentVector.empty();
        for (int[] zone : layout.zones) {
            ImRrbt<Integer> z = RrbTree.empty();
            for (int id : zone) {
                z = z.append(id);
            }
            zones = zones.append(z);
        }
        return zones;
    }

    static PersistentVector<ImRrbt<Integer>> draw(PersistentVector<ImRrbt<Integer>> zones, int player) {
        int l = Zones.library(player);
        int h = Zones.hand(player);
        ImRrbt<Integer> lib = zones.get(l);
        Integer top = lib.get(0);
        return zones.replace(l, lib.without(0)).replace(h, zones.get(h).append(top));
    }

    static PersistentVector<ImRrbt<Integer>> move(PersistentVector<ImRrbt<Integer>> zones, int id, int from, int to) {
        ImRrbt<Integer> f = zones.get(from);
        int i = f.indexOf(id);
        if (i < 0) {
            throw new IllegalArgumentException(id + " not in zone " + from);
        }
        return zones.replace(from, f.without(i)).replace(to, zones.get(to).append(id));
    }
}
