package dev.arbiter.engine.combat.legality;

import java.util.Arrays;

/**
 * Solver tables derived once from a {@link DeclarationProblem}: unary restrictions folded into the
 * usable target masks, counting restrictions and requirement weights indexed by creature / target, and
 * the reduced option domains (one representative per class of free options that no restriction or
 * requirement can tell apart).
 */
final class CompiledProblem {
    final DeclarationProblem problem;
    final int n;
    final int targets;
    /** Targets creature c may use without breaking CannotDeclare / CannotTarget (500.1 unary restrictions). */
    final long[] usable;
    final long[] freeUsable;
    final int[] mustDeclareWeight;
    final long[] mustTargetMask;
    final int[][] mustTargetWeight;
    final int[] beTargetedWeight;
    final long beTargetedMask;
    final int[] minBlockers;
    final long minMask;
    final int[] maxBlockers;
    final long maxMask;
    final int maxDeclared;
    /** Per creature: how many creatures must be declared in all if it is (0: no such restriction; 2: not alone). */
    final int[] together;
    final boolean anyNotAlone;
    final int totalRequirements;
    /** Targets that some requirement or counting restriction can see, per creature. */
    final long[] relevant;
    /** Class representatives of free usable options, 0 included (last); sorted by optimistic gain. */
    final long[][] reducedFree;
    /** Nonzero free representatives that satisfy some requirement on the creature (500.5). */
    final long[][] seedCandidates;
    /** seedCandidates plus 0 (taking the creature out). */
    final long[][] seedCandidatesAndZero;
    /** Lazily computed bounds (-1 = not yet); benign races, the values are deterministic. */
    private volatile int freeMaximum = -1;
    private volatile int seedFloor = -1;

    CompiledProblem(DeclarationProblem p) {
        problem = p;
        n = p.creatureCount();
        targets = p.targetCount();
        usable = new long[n];
        freeUsable = new long[n];
        mustDeclareWeight = new int[n];
        mustTargetMask = new long[n];
        mustTargetWeight = new int[n][targets];
        beTargetedWeight = new int[Math.max(targets, 1)];
        minBlockers = new int[Math.max(targets, 1)];
        maxBlockers = new int[Math.max(targets, 1)];
        Arrays.fill(maxBlockers, Integer.MAX_VALUE);
        together = new int[n];
        for (int c = 0; c < n; c++) {
            usable[c] = p.allowed(c);
        }
        int maxDecl = Integer.MAX_VALUE;
        boolean anyAlone = false;
        for (Restriction r : p.restrictions()) {
            if (r instanceof Restriction.CannotDeclare x) {
                usable[x.creature()] = 0;
            } else if (r instanceof Restriction.CannotTarget x) {
                usable[x.creature()] &= ~(1L << x.target());
            } else if (r instanceof Restriction.NotAlone x) {
                together[x.creature()] = Math.max(together[x.creature()], x.others() + 1);
                anyAlone = true;
            } else if (r instanceof Restriction.MaxDeclared x) {
                maxDecl = Math.min(maxDecl, x.max());
            } else if (r instanceof Restriction.MinBlockers x) {
                minBlockers[x.target()] = Math.max(minBlockers[x.target()], x.min());
            } else if (r instanceof Restriction.MaxBlockers x) {
                maxBlockers[x.target()] = Math.min(maxBlockers[x.target()], x.max());
            }
        }
        maxDeclared = Math.min(maxDecl, n);
        anyNotAlone = anyAlone;
        long bt = 0;
        for (Requirement r : p.requirements()) {
            if (r instanceof Requirement.MustDeclare x) {
                mustDeclareWeight[x.creature()]++;
            } else if (r instanceof Requirement.MustTarget x) {
                mustTargetWeight[x.creature()][x.target()]++;
                mustTargetMask[x.creature()] |= 1L << x.target();
            } else if (r instanceof Requirement.MustTargetOneOf x) {
                // an attacker's option is one target (508.1b), so it obeys this one requirement through at most one of them
                for (long m = x.targets(); m != 0; m &= m - 1) mustTargetWeight[x.creature()][Long.numberOfTrailingZeros(m)]++;
                mustTargetMask[x.creature()] |= x.targets();
            } else if (r instanceof Requirement.MustBeTargeted x) {
                beTargetedWeight[x.target()]++;
                bt |= 1L << x.target();
            }
        }
        beTargetedMask = bt;
        totalRequirements = p.requirements().size();
        long min = 0;
        long max = 0;
        for (int t = 0; t < targets; t++) {
            if (minBlockers[t] >= 2) {
                min |= 1L << t;
            }
            if (maxBlockers[t] < n) {
                max |= 1L << t;
            }
        }
        minMask = min;
        maxMask = max;
        relevant = new long[n];
        reducedFree = new long[n][];
        seedCandidates = new long[n][];
        seedCandidatesAndZero = new long[n][];
        for (int c = 0; c < n; c++) {
            freeUsable[c] = usable[c] & ~p.costly(c);
            relevant[c] = mustTargetMask[c] | beTargetedMask | minMask | maxMask;
            buildDomains(c, p.maxTargets(c));
        }
    }

    private void buildDomains(int c, int maxTargets) {
        long rel = freeUsable[c] & relevant[c];
        long irrelevant = freeUsable[c] & ~relevant[c];
        long[] reps = OptionSpace.nonemptySubsets(rel, maxTargets, irrelevant != 0 ? 1 : 0);
        if (irrelevant != 0) {
            // Every option whose relevant part is empty behaves alike: keep one (class representative), last.
            reps[reps.length - 1] = Long.lowestOneBit(irrelevant);
        }
        long[] sorted = byGain(c, reps);
        reducedFree[c] = OptionSpace.append(sorted, 0L);
        int kept = 0;
        long[] seeds = new long[sorted.length];
        for (long o : sorted) if (satisfiesRequirementOn(c, o)) seeds[kept++] = o;
        seedCandidates[c] = kept == seeds.length ? seeds : Arrays.copyOf(seeds, kept);
        seedCandidatesAndZero[c] = OptionSpace.append(seedCandidates[c], 0L);
    }

    /**
     * The options by optimistic gain, highest first; equal gains keep their order (a stable sort, no boxing). The
     * caller's array itself when already in that order (it keeps no other use of it).
     */
    private long[] byGain(int c, long[] options) {
        int k = options.length;
        int[] gain = new int[k];
        boolean sorted = true;
        for (int i = 0; i < k; i++) {
            gain[i] = optimisticGain(c, options[i]);
            if (i > 0 && gain[i] > gain[i - 1]) sorted = false;
        }
        if (sorted) return options;
        if (k > 32) { // large domains: sort (gain descending, position) keys, which keeps ties in order
            long[] keys = new long[k];
            for (int i = 0; i < k; i++) keys[i] = ((long) (Integer.MAX_VALUE - gain[i]) << 32) | i;
            Arrays.sort(keys);
            long[] big = new long[k];
            for (int i = 0; i < k; i++) big[i] = options[(int) keys[i]];
            return big;
        }
        long[] out = Arrays.copyOf(options, k);
        for (int i = 1; i < k; i++) { // insertion sort: stable, and domains are small
            long o = out[i];
            int g = gain[i];
            int j = i - 1;
            while (j >= 0 && gain[j] < g) {
                out[j + 1] = out[j];
                gain[j + 1] = gain[j];
                j--;
            }
            out[j + 1] = o;
            gain[j + 1] = g;
        }
        return out;
    }

    /**
     * Most requirements obeyed by a restriction-respecting declaration of free options only: the
     * current-edition maximum (508.1d / 509.1c) for every proposal that pays no cost, and a floor for all.
     */
    int freeMaximum() {
        int v = freeMaximum;
        if (v < 0) {
            v = ImprovementSearch.max(this, reducedFree, 0L, 0);
            freeMaximum = v;
        }
        return v;
    }

    /**
     * Seed-edition floor: every proposal's alternatives (500.5) include each creature's 0 and its free
     * requirement-satisfying options, so a legal proposal obeys at least the best such declaration.
     */
    int seedFloor() {
        int v = seedFloor;
        if (v < 0) {
            v = ImprovementSearch.max(this, seedCandidatesAndZero, 0L, 0);
            seedFloor = v;
        }
        return v;
    }

    /** The seed floor if already computed (by an enumeration), else 0: a free-to-ask shortcut for the checker. */
    int seedFloorIfKnown() {
        return Math.max(0, seedFloor);
    }

    /** True iff some option needs a cost paid. */
    boolean usesCostlyOption(long[] options) {
        for (int c = 0; c < n; c++) {
            if ((options[c] & ~freeUsable[c]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Requirements satisfied by creature c's own option: MustDeclare(c) and MustTarget(c, t). */
    int ownWeight(int c, long option) {
        if (option == 0) {
            return 0;
        }
        int w = mustDeclareWeight[c];
        long m = option & mustTargetMask[c];
        while (m != 0) {
            w += mustTargetWeight[c][Long.numberOfTrailingZeros(m)];
            m &= m - 1;
        }
        return w;
    }

    /** Total MustBeTargeted weight of the targets in {@code mask}. */
    int beTargetedWeight(long mask) {
        int w = 0;
        long m = mask & beTargetedMask;
        while (m != 0) {
            w += beTargetedWeight[Long.numberOfTrailingZeros(m)];
            m &= m - 1;
        }
        return w;
    }

    /** Most requirements this option could help obey (if nobody else covered its targets). */
    int optimisticGain(int c, long option) {
        return ownWeight(c, option) + beTargetedWeight(option);
    }

    /** 500.5: does the option satisfy some requirement on creature c? */
    boolean satisfiesRequirementOn(int c, long option) {
        return option != 0 && (mustDeclareWeight[c] > 0 || (option & (mustTargetMask[c] | beTargetedMask)) != 0);
    }

    boolean isFree(int c, long option) {
        return (option & ~freeUsable[c]) == 0;
    }

    boolean isUsable(int c, long option) {
        return (option & ~usable[c]) == 0;
    }

    /** Number of requirements obeyed by the declaration. */
    int obeyedCount(long[] options) {
        int score = 0;
        long covered = 0;
        for (int c = 0; c < n; c++) {
            score += ownWeight(c, options[c]);
            covered |= options[c];
        }
        return score + beTargetedWeight(covered);
    }

    /** Every restriction followed? (Equivalent to checking each Restriction record, but table-driven.) */
    boolean followsRestrictions(long[] options) {
        int declared = 0;
        int need = 0;
        for (int c = 0; c < n; c++) {
            long o = options[c];
            if (o != 0) {
                if ((o & ~usable[c]) != 0) {
                    return false;
                }
                declared++;
                need = Math.max(need, together[c]);
            }
        }
        if (declared > maxDeclared || declared < need) {
            return false;
        }
        long counted = minMask | maxMask;
        while (counted != 0) {
            int t = Long.numberOfTrailingZeros(counted);
            counted &= counted - 1;
            int k = LegalityPreconditions.countContaining(options, t);
            if (k > maxBlockers[t] || (k != 0 && k < minBlockers[t])) {
                return false;
            }
        }
        return true;
    }
}
