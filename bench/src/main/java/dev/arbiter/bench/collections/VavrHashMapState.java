package dev.arbiter.bench.collections;

import io.vavr.collection.HashMap;
import io.vavr.collection.Vector;

/** vavr: objects in a {@code HashMap<Integer, Obj>} (what an engine with sparse ids would use). */
record VavrHashMapState(HashMap<Integer, Obj> objects, Vector<Vector<Integer>> zones) implements GameState {

    static VavrHashMapState of(Layout layout) {
        HashMap<Integer, Obj> m = HashMap.empty();
        for (Obj o : layout.objects) {
            m = m.put(o.id(), o);
        }
        return new VavrHashMapState(m, VavrZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.getOrElse(id, null); // get(K) would allocate an Option
    }

    @Override public GameState put(Obj o) {
        return new VavrHashMapState(objects.put(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new VavrHashMapState(objects, VavrZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new VavrHashMapState(objects, VavrZones.move(zones, id, from, to));
    }

    @Override public int countUntappedCreatures() {
        int n = 0;
        for (Integer id : zones.get(Zones.BATTLEFIELD)) {
            Obj o = objects.getOrElse(id, null);
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
