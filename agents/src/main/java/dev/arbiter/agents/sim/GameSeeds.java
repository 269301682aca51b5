package dev.arbiter.agents.sim;

/**
 * Per-game seeds derived from the master seed and the game's index alone (SplitMix64 mixing), so
 * a game plays the same whichever thread runs it and in whatever order.
 */
public final class GameSeeds {
    private GameSeeds() {
    }

    public static long game(long master, int index) {
        return mix(master * 0x9E3779B97F4A7C15L + index);
    }

    /** The seed of agent {@code seat} in that game. */
    public static long agent(long gameSeed, int seat) {
        return mix(gameSeed ^ (0xD1B54A32D192ED03L * (seat + 1)));
    }

    static long mix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
