package dev.arbiter.bench.collections;

import org.organicdesign.fp.collections.PersistentHashMap;
import org.organicdesign.fp.collections.PersistentVector;
import org.organicdesign.fp.collections.RrbTree.ImRrbt;

/** Paguro: objects in a {@code PersistentHashMap<Integer, Obj>} keyed by id. */
record PaguroHashMapState(PersistentHashMap<Integer, Obj> objects, PersistentVector<ImRrbt<Integer>> zones)
        implements GameState {

    static PaguroHashMapState of(Layout layout) {
        PersistentHashMap<Integer, Obj> m = PersistentHashMap.empty();
        for (Obj o : layout.objects) {
            m = m.assoc(o.id(), o);
        }
        return new PaguroHashMapState(m, PaguroZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.get(id); // BaseMap.get goes through entry(K), which returns an Option
    }

    @Override public GameState put(Obj o) {
        return new PaguroHashMapState(objects.assoc(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new PaguroHashMapState(objects, PaguroZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new PaguroHashMapState(objects, PaguroZones.move(zones, id, from, to));
    }

    @Override public int countUntappedCreatures() {
        int n = 0;
        for (Integer id : zones.get(Zones.BATTLEFIELD)) {
            Obj o = objects.get(id);
            if (o.creature() && !o.tapped()) {
                n++;
            }
        }
        return n;
    }

    @Override public int zoneSize(int zone) {
        return zones.get(zone).size();
    }

    @Override public int zoneGet(int zone, int index) {
        return zones.get(zone).get(index);
    }
}
