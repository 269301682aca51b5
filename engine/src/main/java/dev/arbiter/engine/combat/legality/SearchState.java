package dev.arbiter.engine.combat.legality;

/**
 * Incremental state of a partial declaration: how many creatures are declared, how many declare each
 * target, which targets are covered, and how many requirements are obeyed so far.
 */
final class SearchState {
    private final CompiledProblem cp;
    final int[] count;
    long covered;
    int declared;
    /** Per total needed (index): how many declared creatures need that many declared in all (NotAlone). */
    private final int[] needing;
    /** The largest total a declared creature needs, 0 when none. */
    int need;
    int score;

    SearchState(CompiledProblem cp) {
        this.cp = cp;
        this.count = new int[Math.max(cp.targets, 1)];
        this.needing = cp.anyNotAlone ? new int[cp.n + 2] : null;
    }

    /** Would this option break a counting restriction right now (MaxDeclared, MaxBlockers; 508.1c / 509.1b)? */
    boolean canApply(long option) {
        if (option == 0) {
            return true;
        }
        if (declared + 1 > cp.maxDeclared) {
            return false;
        }
        long m = option & cp.maxMask;
        while (m != 0) {
            int t = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (count[t] + 1 > cp.maxBlockers[t]) {
                return false;
            }
        }
        return true;
    }

    void apply(int creature, long option) {
        if (option == 0) {
            return;
        }
        declared++;
        int together = cp.together[creature];
        if (together > 0) {
            int k = Math.min(together, needing.length - 1);
            needing[k]++;
            if (k > need) need = k;
        }
        score += cp.ownWeight(creature, option);
        long m = option;
        while (m != 0) {
            int t = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (count[t]++ == 0) {
                covered |= 1L << t;
                score += cp.beTargetedWeight[t];
            }
        }
    }

    void undo(int creature, long option) {
        if (option == 0) {
            return;
        }
        declared--;
        int together = cp.together[creature];
        if (together > 0) {
            int k = Math.min(together, needing.length - 1);
            if (--needing[k] == 0 && k == need) {
                while (need > 0 && needing[need] == 0) need--;
            }
        }
        score -= cp.ownWeight(creature, option);
        long m = option;
        while (m != 0) {
            int t = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (--count[t] == 0) {
                covered &= ~(1L << t);
                score -= cp.beTargetedWeight[t];
            }
        }
    }

    /** Once every creature is assigned: MinBlockers and NotAlone followed? */
    boolean completeRestrictionsFollowed() {
        if (declared < need) {
            return false;
        }
        long m = cp.minMask & covered;
        while (m != 0) {
            int t = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            if (count[t] < cp.minBlockers[t]) {
                return false;
            }
        }
        return true;
    }
}
