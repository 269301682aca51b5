package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.random.RandomGenerator;

/**
 * Lazy depth-first enumeration of legal declarations (creature by creature, every possible option,
 * costly ones included). Branches are cut only when no completion can be legal: a counting restriction
 * can no longer be followed, a locally dominated option (see {@link #dominated}), or the
 * requirement-count bound falls below what every legal declaration obeys ({@link CompiledProblem#freeMaximum},
 * {@link CompiledProblem#seedFloor}). Each leaf is confirmed by the exact checker.
 * With a random generator, options are tried in a fresh random order at every node.
 */
final class EnumerationSearch implements Iterator<Declaration> {
    private final CompiledProblem cp;
    private final RulesEdition edition;
    private final RandomGenerator rng;
    private final int n;
    private final long[][] options;
    private final boolean[][] dominated;
    private final SearchTables tables;
    private final SearchState state;
    /** A legal declaration obeys at least this many requirements (free maximum, or the seed floor). */
    private final int bound;
    private final long[] current;
    private final int[] index;
    private final int[][] perm;
    private final boolean[] applied;
    private int depth;
    private Declaration next;
    private boolean emptyPending;

    EnumerationSearch(CompiledProblem cp, RulesEdition edition, RandomGenerator rng) {
        this.cp = cp;
        this.edition = edition;
        this.rng = rng;
        this.n = cp.n;
        this.options = new long[n][];
        this.dominated = new boolean[n][];
        int[] creatures = new int[n];
        for (int c = 0; c < n; c++) {
            creatures[c] = c;
            options[c] = allOptions(c);
            dominated[c] = new boolean[options[c].length];
            if (cp.totalRequirements == 0) {
                continue; // no requirement: no switch gains one, so no option is dominated (issue 13: n x options x candidates)
            }
            long[] candidates = edition == RulesEdition.CURRENT ? cp.reducedFree[c] : cp.seedCandidates[c];
            for (int k = 0; k < options[c].length; k++) {
                dominated[c][k] = dominated(cp, c, options[c][k], candidates);
            }
        }
        this.tables = new SearchTables(cp, creatures, options);
        this.state = new SearchState(cp);
        this.bound = edition == RulesEdition.CURRENT ? cp.freeMaximum() : cp.seedFloor();
        this.current = new long[n];
        this.index = new int[n];
        this.perm = rng == null ? null : new int[n][];
        this.applied = new boolean[n];
        this.emptyPending = n == 0;
        this.depth = n == 0 ? -1 : 0;
        if (n > 0) {
            enter(0);
        }
    }

    /** Every possible option of creature c that breaks no unary restriction, best optimistic gain first, 0 last. */
    private long[] allOptions(int c) {
        if (cp.totalRequirements == 0) { // every gain is 0: the stable sort below keeps this order; 0 last
            return OptionSpace.nonemptySubsets(cp.usable[c], cp.problem.maxTargets(c), 1);
        }
        long[] subsets = OptionSpace.nonemptySubsets(cp.usable[c], cp.problem.maxTargets(c));
        Long[] boxed = new Long[subsets.length];
        for (int k = 0; k < subsets.length; k++) {
            boxed[k] = subsets[k];
        }
        java.util.Arrays.sort(boxed, (a, b) -> Integer.compare(cp.optimisticGain(c, b), cp.optimisticGain(c, a)));
        long[] out = new long[subsets.length + 1];
        for (int k = 0; k < boxed.length; k++) {
            out[k] = boxed[k];
        }
        return out;
    }

    /**
     * Option o of creature c is dominated if c could switch to a free candidate o2 (500.5 / 508.1d) whose
     * switch can't affect any counting restriction and gains at least one requirement whatever the other
     * creatures do: then every declaration giving c option o is illegal.
     */
    static boolean dominated(CompiledProblem cp, int c, long o, long[] candidates) {
        for (long o2 : candidates) {
            if (o2 == 0 || o2 == o) {
                continue;
            }
            if (o == 0 && (cp.maxDeclared < cp.n || cp.together[c] > 0)) {
                continue; // declaring c could break MaxDeclared or c's NotAlone
            }
            if (((o ^ o2) & cp.minMask) != 0 || ((o2 & ~o) & cp.maxMask) != 0) {
                continue; // changes a MinBlockers count, or raises a MaxBlockers count
            }
            int gain = cp.ownWeight(c, o2) - cp.ownWeight(c, o) - cp.beTargetedWeight(o & ~o2);
            if (gain >= 1) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = advance();
        }
        return next != null;
    }

    @Override
    public Declaration next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Declaration d = next;
        next = null;
        return d;
    }

    private void enter(int position) {
        depth = position;
        index[position] = -1;
        if (perm != null) {
            int[] p = new int[options[position].length];
            for (int k = 0; k < p.length; k++) {
                int j = rng.nextInt(k + 1);
                p[k] = p[j];
                p[j] = k;
            }
            perm[position] = p;
        }
    }

    private Declaration advance() {
        if (emptyPending) {
            emptyPending = false;
            return Declaration.none(0);
        }
        if (depth == 0 && index[0] == -1 && !tables.feasible(0, state, 0L)) {
            depth = -1;
        }
        while (depth >= 0) {
            int d = depth;
            if (applied[d]) {
                state.undo(d, current[d]);
                current[d] = 0;
                applied[d] = false;
            }
            int k = ++index[d];
            if (k >= options[d].length) {
                depth--;
                continue;
            }
            int oi = perm == null ? k : perm[d][k];
            long o = options[d][oi];
            if (dominated[d][oi] || !state.canApply(o)) {
                continue;
            }
            state.apply(d, o);
            current[d] = o;
            applied[d] = true;
            int nextPosition = d + 1;
            if (!tables.feasible(nextPosition, state, 0L) || tables.upperBound(nextPosition, state) < bound) {
                continue;
            }
            if (nextPosition == n) {
                if (state.completeRestrictionsFollowed() && LegalityChecker.isLegalOptions(cp, current, edition)) {
                    return Declaration.of(current);
                }
                continue;
            }
            enter(nextPosition);
        }
        return null;
    }
}
