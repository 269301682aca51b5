package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.Counters;

/**
 * What the effect putting a permanent onto the battlefield says of how it enters: "tapped" (110.5b), "with a +1/+1
 * counter on it" (122.6; undying 702.93a, persist 702.79a). Both are applied as the permanent enters (614.1c, 614.12),
 * together with its own and other permanents' entering replacements, so its entering event, the abilities that
 * trigger on it (603.6a) and the next state-based check (704.5f) see it as it entered, never without them.
 */
public record EnteringWith(boolean tapped, Counters counters) {
    /** Entering as any permanent does. */
    public static final EnteringWith NONE = new EnteringWith(false, Counters.NONE);
    /** Entering tapped (110.5b). */
    public static final EnteringWith TAPPED = new EnteringWith(true, Counters.NONE);

    /** Entering tapped or not, with {@code n} {@code kind} counters ({@code kind} null: none). */
    public static EnteringWith of(boolean tapped, String kind, int n) {
        if (kind == null || n <= 0) return tapped ? TAPPED : NONE;
        return new EnteringWith(tapped, Counters.NONE.plus(kind, n));
    }

    /** Entering tapped, or as any permanent does. */
    public static EnteringWith tapped(boolean tapped) {
        return tapped ? TAPPED : NONE;
    }

    /** Whether it says nothing of how the permanent enters. */
    public boolean none() {
        return !tapped && counters.isEmpty();
    }
}
