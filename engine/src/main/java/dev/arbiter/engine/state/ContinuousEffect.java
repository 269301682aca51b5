package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/**
 * A continuous effect from a resolved spell or ability (611.2): it affects the objects it was
 * applied to (611.2c: the set is locked in), with a timestamp for layer order (613.7).
 */
public record ContinuousEffect(long timestamp, int source, int controller, Modification modification,
                               Vector<Target.Object> affected, Duration duration) {
}
