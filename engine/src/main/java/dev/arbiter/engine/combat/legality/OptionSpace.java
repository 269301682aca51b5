package dev.arbiter.engine.combat.legality;

import java.util.Arrays;

/** Enumerates options (target masks) of a creature: subsets of a mask with at most k targets. */
final class OptionSpace {
    /** Refuse to materialise absurd option spaces (e.g. "any number" of 40 attackers). */
    static final int MAX_OPTIONS = 1 << 20;

    private OptionSpace() {
    }

    /** All nonempty subsets of {@code mask} with at most {@code maxSize} elements, smaller ones first. */
    static long[] nonemptySubsets(long mask, int maxSize) {
        return nonemptySubsets(mask, maxSize, 0);
    }

    /**
     * {@link #nonemptySubsets(long, int)} followed by {@code spare} zeros (room for the options a caller appends:
     * issue 13, one array per creature and declaration instead of a copy for each appended option).
     */
    static long[] nonemptySubsets(long mask, int maxSize, int spare) {
        int bits = Long.bitCount(mask);
        int k = Math.min(bits, maxSize);
        long total = 0;
        for (int j = 1; j <= k; j++) {
            total += binomial(bits, j);
            if (total > MAX_OPTIONS) {
                throw new IllegalStateException("too many options for one creature: mask " + Long.toBinaryString(mask)
                        + ", up to " + maxSize + " targets");
            }
        }
        long[] targets = new long[bits];
        long m = mask;
        for (int i = 0; i < bits; i++) {
            targets[i] = Long.lowestOneBit(m);
            m &= m - 1;
        }
        long[] out = new long[(int) total + spare];
        int[] pos = {0};
        for (int size = 1; size <= k; size++) {
            combinations(targets, 0, size, 0L, out, pos);
        }
        return out;
    }

    private static void combinations(long[] targets, int from, int left, long acc, long[] out, int[] pos) {
        if (left == 0) {
            out[pos[0]++] = acc;
            return;
        }
        for (int i = from; i <= targets.length - left; i++) {
            combinations(targets, i + 1, left - 1, acc | targets[i], out, pos);
        }
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    /** {@code options} plus {@code extra} at the end (a fresh array). */
    static long[] append(long[] options, long extra) {
        long[] out = Arrays.copyOf(options, options.length + 1);
        out[options.length] = extra;
        return out;
    }
}
