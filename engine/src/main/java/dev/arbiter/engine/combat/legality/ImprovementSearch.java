package dev.arbiter.engine.combat.legality;

/**
 * Exact branch-and-bound search over declarations drawn from per-creature option domains: does one
 * follow every restriction, cover {@code forcedCover}, and obey at least {@code threshold} requirements?
 * Or: what is the most requirements any such declaration obeys? Pruning is sound only: counting
 * restrictions are propagated ({@link SearchTables#feasible}) and branches whose requirement-count upper
 * bound is below the threshold are cut; every remaining leaf is checked exactly.
 */
final class ImprovementSearch {
    private final int m;
    private final int[] creatureAt;
    private final long[][] domainAt;
    private final SearchTables tables;
    private final SearchState state;
    private final long forcedCover;
    private final boolean maximize;
    private int threshold;
    private int best = -1;
    private final boolean emptyDomain;

    private ImprovementSearch(CompiledProblem cp, long[][] domains, long forcedCover, int threshold,
                              boolean maximize) {
        this.forcedCover = forcedCover;
        this.threshold = threshold;
        this.maximize = maximize;
        this.state = new SearchState(cp);
        boolean empty = false;
        for (long[] d : domains) {
            empty |= d.length == 0;
        }
        this.emptyDomain = empty;
        int[] order = order(cp, domains);
        this.creatureAt = order;
        this.m = order.length;
        this.domainAt = new long[m][];
        for (int i = 0; i < m; i++) {
            domainAt[i] = domains[order[i]];
        }
        this.tables = new SearchTables(cp, creatureAt, domainAt);
    }

    /** True iff some declaration from the domains follows every restriction and obeys >= threshold requirements. */
    static boolean exists(CompiledProblem cp, long[][] domains, long forcedCover, int threshold) {
        return new ImprovementSearch(cp, domains, forcedCover, threshold, false).run() >= 0;
    }

    /** Most requirements obeyed by a restriction-respecting declaration from the domains; -1 if none (or none >= floor). */
    static int max(CompiledProblem cp, long[][] domains, long forcedCover, int floor) {
        return new ImprovementSearch(cp, domains, forcedCover, floor, true).run();
    }

    private int run() {
        if (emptyDomain) {
            return -1;
        }
        dfs(0);
        return best;
    }

    /** Returns true to stop (a witness was found and we only wanted existence). */
    private boolean dfs(int i) {
        if (!tables.feasible(i, state, forcedCover) || tables.upperBound(i, state) < threshold) {
            return false;
        }
        if (i == m) {
            if (!state.completeRestrictionsFollowed()) {
                return false;
            }
            best = state.score;
            threshold = state.score + 1;
            return !maximize;
        }
        int c = creatureAt[i];
        for (long o : domainAt[i]) {
            if (!state.canApply(o)) {
                continue;
            }
            state.apply(c, o);
            boolean stop = dfs(i + 1);
            state.undo(c, o);
            if (stop) {
                return true;
            }
        }
        return false;
    }

    /**
     * Search order: creatures whose only option is "not declared" are dropped (they change nothing);
     * forced creatures first, then the ones that can gain most (tightens bounds early).
     */
    private static int[] order(CompiledProblem cp, long[][] domains) {
        int n = domains.length;
        int[] tmp = new int[n];
        int[] key = new int[n];
        int k = 0;
        for (int c = 0; c < n; c++) {
            long[] d = domains[c];
            if (d.length == 0 || (d.length == 1 && d[0] == 0)) {
                continue;
            }
            int gain = 0;
            for (long o : d) {
                gain = Math.max(gain, cp.optimisticGain(c, o));
            }
            key[c] = d.length == 1 ? Integer.MIN_VALUE : -gain * 64 + Math.min(d.length, 63);
            tmp[k++] = c;
        }
        // insertion sort (n is small), stable
        for (int a = 1; a < k; a++) {
            int x = tmp[a];
            int b = a - 1;
            while (b >= 0 && key[tmp[b]] > key[x]) {
                tmp[b + 1] = tmp[b];
                b--;
            }
            tmp[b + 1] = x;
        }
        return java.util.Arrays.copyOf(tmp, k);
    }
}
