package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * One continuous effect as the layer system applies it: from a static ability (source, affected
 * decided anew, 611.3a) or from a resolved spell or ability (locked-in objects, 611.2c).
 */
record LayerEffect(long timestamp, int source, Affected affected, Vector<Target.Object> locked, Operation op,
                   dev.arbiter.engine.ability.Condition condition, AffectedSet sameObjects) {
    LayerEffect(long timestamp, int source, Affected affected, Vector<Target.Object> locked, Operation op) {
        this(timestamp, source, affected, locked, op, null, null);
    }

    LayerEffect(long timestamp, int source, Affected affected, Vector<Target.Object> locked, Operation op,
                dev.arbiter.engine.ability.Condition condition) {
        this(timestamp, source, affected, locked, op, condition, null);
    }

    /** This effect with a condition judged when it is applied, on the characteristics so far (611.3b). */
    LayerEffect when(dev.arbiter.engine.ability.Condition c) {
        return new LayerEffect(timestamp, source, affected, locked, op, c, sameObjects);
    }

    /** This effect as one part of an effect that applies in several layers to one set of objects (613.6). */
    LayerEffect sharing(AffectedSet set) {
        return new LayerEffect(timestamp, source, affected, locked, op, condition, set);
    }

    boolean isStatic() {
        return affected != null;
    }
}
