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
        return new Rng(nextState(state));
    }

    /** The 64 random bits this generator yields. */
    public long bits() {
        return bits(state);
    }

    /** A number in [0, bound) from this generator (use {@link #next()} afterwards). */
    public int below(int bound) {
        return below(state, bound);
    }

    /*
     * The same generator as a bare state, for a holder that draws many numbers in a row and keeps its generator to itself
     * (an agent): no record a draw (issue 13: the random agent's block declarations drew hundreds a choice on a large
     * board, each a new Rng). state -> nextState(state) is next(); bits(state), below(state, n) are bits(), below(n).
     */

    /** The state of {@link #next()}'s generator. */
    public static long nextState(long state) {
        return state + GOLDEN;
    }

    /** {@link #bits()} of the generator with {@code state}. */
    public static long bits(long state) {
        long z = state + GOLDEN;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** {@link #below(int)} of the generator with {@code state}. */
    public static int below(long state, int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        return (int) Math.floorMod(bits(state), (long) bound);
    }
}
