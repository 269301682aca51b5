package dev.arbiter.bench.collections;

import io.vavr.collection.Vector;

/** vavr: objects in a {@code Vector<Obj>} indexed by id. */
record VavrVectorState(Vector<Obj> objects, Vector<Vector<Integer>> zones) implements GameState {

    static VavrVectorState of(Layout layout) {
        return new VavrVectorState(Vector.of(layout.objects), VavrZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.get(id);
    }

    @Override public GameState put(Obj o) {
        return new VavrVectorState(objects.update(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new VavrVectorState(objects, VavrZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new VavrVectorState(objects, VavrZones.move(zones, id, from, to));
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
