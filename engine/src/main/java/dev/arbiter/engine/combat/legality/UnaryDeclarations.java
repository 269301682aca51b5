package dev.arbiter.engine.combat.legality;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * 500.1, 508.1c / 509.1b: a declaration problem with no requirement and only unary restrictions (a creature can't
 * attack or block at all, or can't attack or block some target). There every option of every creature that breaks
 * no such restriction is legal with any options of the others, so the random depth-first search of
 * {@link EnumerationSearch} takes the first option of each creature in its random order: this answers the same,
 * drawing the same numbers from the generator, without the solver's tables (issue 13: the random agent's declarations
 * on a large board built a {@link CompiledProblem} and a search's tables per decision).
 */
final class UnaryDeclarations {
    private UnaryDeclarations() {
    }

    /** Whether {@link #random} applies: no requirement, no restriction but CannotDeclare and CannotTarget. */
    static boolean applies(DeclarationProblem p) {
        if (!p.requirements().isEmpty()) return false;
        List<Restriction> rs = p.restrictions();
        for (int i = 0, n = rs.size(); i < n; i++) {
            Restriction r = rs.get(i);
            if (!(r instanceof Restriction.CannotTarget) && !(r instanceof Restriction.CannotDeclare)) return false;
        }
        return true;
    }

    /**
     * The declaration {@code new EnumerationSearch(p.compiled(), edition, rng).next()} returns when {@link #applies}:
     * creature by creature, its options (the nonempty subsets of its usable targets with at most its most targets,
     * smaller first, then 0) shuffled as the search shuffles them, and the first of them taken.
     */
    static Declaration random(DeclarationProblem p, RandomGenerator rng) {
        int n = p.creatureCount();
        if (n == 0) return Declaration.none(0);
        long[] usable = new long[n];
        for (int c = 0; c < n; c++) usable[c] = p.allowed(c);
        List<Restriction> rs = p.restrictions();
        for (int i = 0, k = rs.size(); i < k; i++) {
            Restriction r = rs.get(i);
            if (r instanceof Restriction.CannotDeclare x) {
                usable[x.creature()] = 0;
            } else if (r instanceof Restriction.CannotTarget x) {
                usable[x.creature()] &= ~(1L << x.target());
            }
        }
        // every creature's options first, as the search's constructor makes them (it refuses absurd option spaces there)
        long[][] several = null;
        for (int c = 0; c < n; c++) {
            if (p.maxTargets(c) > 1 && Long.bitCount(usable[c]) > 1) {
                if (several == null) several = new long[n][];
                several[c] = OptionSpace.nonemptySubsets(usable[c], p.maxTargets(c));
            }
        }
        long[] out = usable; // reused: creature c's usable mask is read before its option is written
        for (int c = 0; c < n; c++) {
            int count = (several != null && several[c] != null ? several[c].length : Long.bitCount(usable[c])) + 1;
            int first = firstOfShuffle(count, rng);
            long option;
            if (first == count - 1) {
                option = 0L; // the search's options end with 0 (not declared)
            } else if (several != null && several[c] != null) {
                option = several[c][first];
            } else {
                option = nthLowestBit(usable[c], first);
            }
            out[c] = option;
        }
        return Declaration.of(out);
    }

    /**
     * The first entry of the permutation {@link EnumerationSearch} draws for {@code count} options (the inside-out
     * shuffle: for k = 0.., j = nextInt(k + 1), p[k] = p[j], p[j] = k), drawing the same numbers: p[0] is the last k
     * whose j was 0.
     */
    private static int firstOfShuffle(int count, RandomGenerator rng) {
        int first = 0;
        for (int k = 0; k < count; k++) {
            if (rng.nextInt(k + 1) == 0) first = k;
        }
        return first;
    }

    private static long nthLowestBit(long mask, int n) {
        long m = mask;
        for (int i = 0; i < n; i++) m &= m - 1;
        return Long.lowestOneBit(m);
    }
}
