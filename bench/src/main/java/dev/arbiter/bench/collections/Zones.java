package dev.arbiter.bench.collections;

/** Zone indices of the benchmark model: three per player, then the shared battlefield and stack. */
public final class Zones {
    public static final int PLAYERS = 2;
    public static final int BATTLEFIELD = 6;
    public static final int STACK = 7;
    public static final int COUNT = 8;

    private Zones() {}

    public static int library(int player) {
        return 3 * player;
    }

    public static int hand(int player) {
        return 3 * player + 1;
    }

    public static int graveyard(int player) {
        return 3 * player + 2;
    }
}
