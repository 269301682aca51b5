package dev.arbiter.engine.combat.legality;

import java.util.Arrays;

/**
 * Look-ahead tables over the creatures still to assign (positions i..m-1 of a search order): what they
 * could still cover, declare and gain. Used for restriction propagation and requirement-count bounds.
 */
final class SearchTables {
    private final CompiledProblem cp;
    private final int m;
    private final long[] suffixCover;
    private final int[] suffixMaxOwn;
    private final int[] suffixDeclarable;
    /** [i][t]: positions >= i having an option containing t (only when MinBlockers exist). */
    private final int[][] suffixCount;
    /** [i][j]: sum of the j best optimistic gains among positions >= i (only when MaxDeclared bites). */
    private final int[][] topGains;

    SearchTables(CompiledProblem cp, int[] creatureAt, long[][] domainAt) {
        this.cp = cp;
        this.m = creatureAt.length;
        suffixCover = new long[m + 1];
        suffixMaxOwn = new int[m + 1];
        suffixDeclarable = new int[m + 1];
        int[] gain = new int[m];
        for (int i = m - 1; i >= 0; i--) {
            int c = creatureAt[i];
            long cover = 0;
            int maxOwn = 0;
            int maxGain = 0;
            boolean declarable = false;
            for (long o : domainAt[i]) {
                cover |= o;
                declarable |= o != 0;
                maxOwn = Math.max(maxOwn, cp.ownWeight(c, o));
                maxGain = Math.max(maxGain, cp.optimisticGain(c, o));
            }
            gain[i] = maxGain;
            suffixCover[i] = suffixCover[i + 1] | cover;
            suffixMaxOwn[i] = suffixMaxOwn[i + 1] + maxOwn;
            suffixDeclarable[i] = suffixDeclarable[i + 1] + (declarable ? 1 : 0);
        }
        suffixCount = cp.minMask == 0 ? null : countTable(domainAt);
        topGains = cp.maxDeclared >= m ? null : topGainTable(gain);
    }

    private int[][] countTable(long[][] domainAt) {
        int[][] table = new int[m + 1][cp.targets];
        for (int i = m - 1; i >= 0; i--) {
            long cover = 0;
            for (long o : domainAt[i]) {
                cover |= o;
            }
            System.arraycopy(table[i + 1], 0, table[i], 0, cp.targets);
            long mm = cover & cp.minMask;
            while (mm != 0) {
                table[i][Long.numberOfTrailingZeros(mm)]++;
                mm &= mm - 1;
            }
        }
        return table;
    }

    private int[][] topGainTable(int[] gain) {
        int[][] table = new int[m + 1][];
        for (int i = 0; i <= m; i++) {
            int[] g = Arrays.copyOfRange(gain, i, m);
            Arrays.sort(g);
            int[] prefix = new int[g.length + 1];
            for (int j = 0; j < g.length; j++) {
                prefix[j + 1] = prefix[j] + g[g.length - 1 - j];
            }
            table[i] = prefix;
        }
        return table;
    }

    /** Most requirements obeyable in total, given the state, if positions >= i are still free to choose. */
    int upperBound(int i, SearchState s) {
        int bound = s.score + suffixMaxOwn[i] + cp.beTargetedWeight(suffixCover[i] & ~s.covered);
        if (topGains != null) {
            int slots = Math.max(0, cp.maxDeclared - s.declared);
            int[] prefix = topGains[i];
            bound = Math.min(bound, s.score + prefix[Math.min(slots, prefix.length - 1)]);
        }
        return bound;
    }

    /**
     * Could positions >= i still complete the state without breaking a restriction (MinBlockers,
     * NotAlone) while covering {@code forcedCover}? Necessary condition only; exact at i == m.
     */
    boolean feasible(int i, SearchState s, long forcedCover) {
        int slots = Math.min(cp.maxDeclared - s.declared, suffixDeclarable[i]);
        if (s.need > s.declared + Math.max(slots, 0)) {
            return false;
        }
        long missing = forcedCover & ~s.covered;
        if (missing != 0 && (slots <= 0 || (missing & ~suffixCover[i]) != 0)) {
            return false;
        }
        long pending = cp.minMask & s.covered;
        while (pending != 0) {
            int t = Long.numberOfTrailingZeros(pending);
            pending &= pending - 1;
            int need = cp.minBlockers[t] - s.count[t];
            if (need > 0 && (slots < need || suffixCount[i][t] < need)) {
                return false;
            }
        }
        return true;
    }
}
