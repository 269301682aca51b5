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
    int notAloneDeclared;
    int score;

    SearchState(CompiledProblem cp) {
        this.cp = cp;
        this.count = new int[Math.max(cp.targets, 1)];
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
        if (cp.notAlone[creature]) {
            notAloneDeclared++;
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
        if (cp.notAlone[creature]) {
            notAloneDeclared--;
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
        if (notAloneDeclared > 0 && declared < 2) {
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
