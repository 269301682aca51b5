package dev.arbiter.engine.state;

import java.util.Arrays;

/**
 * An immutable count per player id, for {@link TurnHistory}: a small array instead of a hash map
 * (a draw or a cast updates it once per event). A player is "present" once a count was added for
 * them, even a zero one, so equality is that of the map it replaces.
 */
public final class PlayerCounts {
    public static final PlayerCounts NONE = new PlayerCounts(new int[0], 0L);

    private final int[] counts;
    /** Bit p: a count was added for player p (players beyond 63 are kept in {@code counts} and always present). */
    private final long present;

    private PlayerCounts(int[] counts, long present) {
        this.counts = counts;
        this.present = present;
    }

    public int get(int player) {
        return player >= 0 && player < counts.length ? counts[player] : 0;
    }

    public PlayerCounts plus(int player, int n) {
        if (player < 0) throw new IllegalArgumentException("no player " + player);
        int[] next = Arrays.copyOf(counts, Math.max(counts.length, player + 1));
        next[player] += n;
        return new PlayerCounts(next, player < 64 ? present | 1L << player : present);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof PlayerCounts other) || present != other.present) return false;
        int n = Math.max(counts.length, other.counts.length);
        for (int p = 0; p < n; p++) if (get(p) != other.get(p)) return false;
        return true;
    }

    @Override
    public int hashCode() {
        int h = Long.hashCode(present);
        int last = counts.length - 1;
        while (last >= 0 && counts[last] == 0) last--;
        for (int p = 0; p <= last; p++) h = 31 * h + counts[p];
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        for (int p = 0; p < counts.length; p++) {
            if (p < 64 && (present & 1L << p) == 0) continue;
            if (b.length() > 1) b.append(", ");
            b.append(p).append('=').append(counts[p]);
        }
        return b.append('}').toString();
    }
}
