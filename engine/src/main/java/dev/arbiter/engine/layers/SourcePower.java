package dev.arbiter.engine.layers;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * The power a filter compares with in "with power less than ~'s power" (208.1, 702.134a): the source's power on the
 * battlefield, or as it last existed there when it has left (608.2h, remembered by effects/LastKnownStats); null when
 * neither is known, and then nothing is compared as matching.
 */
final class SourcePower {
    private SourcePower() {
    }

    static Integer of(GameState s, int source) {
        GameObject o = s.object(source);
        if (o.zone() == Zone.BATTLEFIELD) return Layers.of(s, source).power();
        Target.Object was = new Target.Object(o.id(), o.zoneChanges() - 1); // the permanent it was (400.7)
        Integer power = null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.LastKnownStats k && e.affected().contains(was)) power = k.power();
        }
        return power;
    }
}
