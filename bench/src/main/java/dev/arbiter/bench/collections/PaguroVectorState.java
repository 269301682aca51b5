package dev.arbiter.bench.collections;

import org.organicdesign.fp.collections.PersistentVector;
import org.organicdesign.fp.collections.RrbTree.ImRrbt;

/** Paguro: objects in a {@code PersistentVector<Obj>} indexed by id. */
record PaguroVectorState(PersistentVector<Obj> objects, PersistentVector<ImRrbt<Integer>> zones)
        implements GameState {

    static PaguroVectorState of(Layout layout) {
        return new PaguroVectorState(PersistentVector.ofIter(java.util.List.of(layout.objects)), PaguroZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.get(id);
    }

    @Override public GameState put(Obj o) {
        return new PaguroVectorState(objects.replace(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new PaguroVectorState(objects, PaguroZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new PaguroVectorState(objects, PaguroZones.move(zones, id, from, to));
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
