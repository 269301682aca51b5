package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/**
 * A continuous effect from a resolved spell or ability (611.2): it affects the objects it was
 * applied to (611.2c: the set is locked in), with a timestamp for layer order (613.7).
 */
public record ContinuousEffect(long timestamp, int source, int controller, Modification modification,
                               Vector<Target.Object> affected, Duration duration) {

    /** 613.7a: {@code s} with an effect created now, which takes the state's next timestamp. */
    public static GameState add(GameState s, int source, int controller, Modification modification,
                                Vector<Target.Object> affected, Duration duration) {
        return add(s, new ContinuousEffect(s.nextTimestamp(), source, controller, modification, affected, duration));
    }

    /** 613.7a: {@code s} with {@code e}, made with the state's next timestamp, added; the next timestamp moves on. */
    public static GameState add(GameState s, ContinuousEffect e) {
        return s.withNextTimestamp(e.timestamp() + 1).withEffects(s.effects().append(e));
    }
}
