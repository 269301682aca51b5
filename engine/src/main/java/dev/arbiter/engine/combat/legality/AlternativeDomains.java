package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;

/**
 * The options each creature may take in the declarations a proposal P is compared with.
 * SEED (500.4-500.5): P(c), 0 (taken out), or a free option satisfying some requirement on c.
 * CURRENT (508.1d / 509.1c): any free option, or P(c). Costly options are never forced (500.2 / 500.3).
 * Options are class representatives (see {@link CompiledProblem}); P(c) is added when not represented.
 */
final class AlternativeDomains {
    private AlternativeDomains() {
    }

    static long[][] of(CompiledProblem cp, long[] proposal, RulesEdition edition) {
        return edition == RulesEdition.CURRENT ? current(cp, proposal) : seed(cp, proposal);
    }

    /** 500.5: options satisfying no requirement on c are not considered, except P(c) itself and 0. */
    static long[][] seed(CompiledProblem cp, long[] p) {
        long[][] d = new long[cp.n][];
        for (int c = 0; c < cp.n; c++) {
            long o = p[c];
            boolean represented = o == 0 || !cp.isUsable(c, o)
                    || (cp.isFree(c, o) && cp.satisfiesRequirementOn(c, o));
            d[c] = represented ? cp.seedCandidatesAndZero[c] : withFirst(o, cp.seedCandidatesAndZero[c]);
        }
        return d;
    }

    /** 508.1d / 509.1c: the maximum is over all restriction-respecting declarations without unpaid costs. */
    static long[][] current(CompiledProblem cp, long[] p) {
        long[][] d = new long[cp.n][];
        for (int c = 0; c < cp.n; c++) {
            long o = p[c];
            boolean represented = o == 0 || !cp.isUsable(c, o) || cp.isFree(c, o);
            d[c] = represented ? cp.reducedFree[c] : withFirst(o, cp.reducedFree[c]);
        }
        return d;
    }

    /** Restrict the domains so that requirement r's own creature satisfies it (see {@link #forcedCover} for the rest). */
    static long[][] forcing(CompiledProblem cp, long[][] domains, Requirement r) {
        long[][] d = domains.clone();
        if (r instanceof Requirement.MustDeclare x) {
            d[x.creature()] = filter(d[x.creature()], -1L);
        } else if (r instanceof Requirement.MustTarget x) {
            d[x.creature()] = filter(d[x.creature()], 1L << x.target());
        } else if (r instanceof Requirement.MustTargetOneOf x) {
            d[x.creature()] = filter(d[x.creature()], x.targets());
        }
        return d;
    }

    /** Targets that must be covered for requirement r to be obeyed (MustBeTargeted), else 0. */
    static long forcedCover(Requirement r) {
        return r instanceof Requirement.MustBeTargeted x ? 1L << x.target() : 0L;
    }

    private static long[] filter(long[] options, long mustIntersect) {
        int k = 0;
        long[] out = new long[options.length];
        for (long o : options) {
            if ((o & mustIntersect) != 0) {
                out[k++] = o;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    private static long[] withFirst(long first, long[] rest) {
        long[] out = new long[rest.length + 1];
        out[0] = first;
        System.arraycopy(rest, 0, out, 1, rest.length);
        return out;
    }
}
