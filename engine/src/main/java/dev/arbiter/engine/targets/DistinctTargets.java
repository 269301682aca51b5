package dev.arbiter.engine.targets;

import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/** 115.3: "another target" / "a third target" can't be an object or player already chosen for an earlier target. */
public final class DistinctTargets {
    private DistinctTargets() {
    }

    /** The candidates not already chosen for an earlier target of the same spell or ability. */
    public static List<Target> of(List<Target> candidates, Vector<Vector<Target>> chosen) {
        List<Target> out = new ArrayList<>(candidates.size());
        for (Target t : candidates) {
            boolean taken = false;
            for (Vector<Target> group : chosen) taken |= group.contains(t);
            if (!taken) out.add(t);
        }
        return out;
    }
}
