package dev.arbiter.engine.util;

/**
 * The game's seeded random generator (SplitMix64), a value: every draw returns the number and the
 * next generator, so the state carries all randomness and a game replays byte for byte.
 */
public record Rng(long state) {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    public static Rng seeded(long seed) {
        return new Rng(seed);
    }

    /** The next generator. */
    public Rng next() {
        return new Rng(state + GOLDEN);
    }

    /** The 64 random bits this generator yields. */
    public long bits() {
        long z = state + GOLDEN;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A number in [0, bound) from this generator (use {@link #next()} afterwards). */
    public int below(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        return (int) Math.floorMod(bits(), (long) bound);
    }
}
