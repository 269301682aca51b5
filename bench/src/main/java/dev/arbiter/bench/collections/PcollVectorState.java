package dev.arbiter.bench.collections;

import org.pcollections.PVector;
import org.pcollections.TreePVector;

/** pcollections: objects in a {@code TreePVector<Obj>} indexed by id. */
record PcollVectorState(PVector<Obj> objects, PVector<PVector<Integer>> zones) implements GameState {

    static PcollVectorState of(Layout layout) {
        return new PcollVectorState(TreePVector.from(java.util.List.of(layout.objects)), PcollZones.of(layout));
    }

    @Override public Obj get(int id) {
        return objects.get(id);
    }

    @Override public GameState put(Obj o) {
        return new PcollVectorState(objects.with(o.id(), o), zones);
    }

    @Override public GameState draw(int player) {
        return new PcollVectorState(objects, PcollZones.draw(zones, player));
    }

    @Override public GameState move(int id, int from, int to) {
        return new PcollVectorState(objects, PcollZones.move(zones, id, from, to));
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
