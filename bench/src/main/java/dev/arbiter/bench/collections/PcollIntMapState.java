package dev.arbiter.bench.collections;

import org.pcollections.IntTreePMap;
import org.pcollections.PVector;

/** pcollections: objects in an {@code IntTreePMap<Obj>} keyed by id. */
record PcollIntMapState(IntTreePMap<Obj> objects, PVector<PVector<Integer>> zones) implements GameState {

    static PcollIntMapState of(Layout layout) {
        IntTreePMap<Obj> m = IntTreePMap.empty();
        for (Obj o : layout.objects) {
            m = m.plus(o.id(), o);
        }
        return new PcollIntMapState(m, PcollZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.get(id);
    }

    @Override public GameState put(Obj o) {
        return new PcollIntMapState(objects.plus(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new PcollIntMapState(objects, PcollZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new PcollIntMapState(objects, PcollZones.move(zones, id, from, to));
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
