package dev.arbiter.engine.layers;

import java.util.Set;

/**
 * 613.6: a continuous effect that applies in several layers affects, in every later layer, the
 * objects it affected when it began to apply in the first one (March of the Machines still sets the
 * P/T in layer 7b of the artifacts it made creatures in layer 4, though they are no longer
 * "noncreature"). One per static ability and layer pass; filled when its first part is applied.
 */
final class AffectedSet {
    private Set<Integer> ids;

    boolean known() {
        return ids != null;
    }

    boolean contains(int id) {
        return ids.contains(id);
    }

    void fix(Set<Integer> objects) {
        if (ids == null) ids = Set.copyOf(objects);
    }
}
