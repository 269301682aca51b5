package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact legality of a proposed declaration of attackers or blockers (500.2-500.5 seed; 508.1c-d /
 * 509.1b-c current). Stateless; safe to share between threads.
 */
public final class LegalityChecker {
    private LegalityChecker() {
    }

    /** Legality under the seed rules (the default edition). */
    public static Verdict check(DeclarationProblem problem, Declaration declaration) {
        return check(problem, declaration, RulesEdition.SEED);
    }

    /** Every violation of the proposal: impossible options, broken restrictions, conflicting requirements. */
    public static Verdict check(DeclarationProblem problem, Declaration declaration, RulesEdition edition) {
        long[] p = options(problem, declaration);
        List<Violation> violations = new ArrayList<>(impossibleOptions(problem, p));
        if (!violations.isEmpty()) {
            return new Verdict(violations);
        }
        DeclarationKind kind = problem.kind();
        List<Restriction> restrictions = problem.restrictions();
        for (int i = 0; i < restrictions.size(); i++) {
            Restriction r = restrictions.get(i);
            if (!r.isFollowedBy(p)) { // 500.4: a restriction conflicts iff it isn't followed
                violations.add(new Violation.BrokenRestriction(i, r, r.describe(kind) + " (restriction broken)",
                        r.rule(kind)));
            }
        }
        // with no requirement there is none to conflict (500.4): the solver's tables aren't needed
        if (!problem.requirements().isEmpty()) violations.addAll(RequirementConflicts.find(problem.compiled(), p, edition));
        return violations.isEmpty() ? Verdict.legal() : new Verdict(violations);
    }

    /** Legality under the seed rules (the default edition). */
    public static boolean isLegal(DeclarationProblem problem, Declaration declaration) {
        return isLegal(problem, declaration, RulesEdition.SEED);
    }

    /** Same answer as {@code check(...).isLegal()}, but stops at the first problem found. */
    public static boolean isLegal(DeclarationProblem problem, Declaration declaration, RulesEdition edition) {
        long[] p = options(problem, declaration);
        for (int c = 0; c < p.length; c++) {
            if (!problem.isPossibleOption(c, p[c])) {
                return false;
            }
        }
        return isLegalOptions(problem.compiled(), p, edition);
    }

    /** Legality of well-formed options (each a possible option of its creature). */
    static boolean isLegalOptions(CompiledProblem cp, long[] p, RulesEdition edition) {
        if (!cp.followsRestrictions(p)) {
            return false;
        }
        int obeyed = cp.obeyedCount(p);
        if (obeyed == cp.totalRequirements) {
            return true;
        }
        if (edition == RulesEdition.CURRENT && !cp.usesCostlyOption(p)) {
            return obeyed == cp.freeMaximum(); // 508.1d / 509.1c: P's comparison set is exactly the free one
        }
        if (edition == RulesEdition.CURRENT ? obeyed < cp.freeMaximum() : obeyed < cp.seedFloorIfKnown()) {
            return false; // a better alternative exists among those every proposal may compare with
        }
        // Both editions: illegal iff some comparable restriction-respecting declaration obeys more
        // requirements (seed 500.4: it then obeys some requirement P doesn't; current 508.1d / 509.1c: P < max).
        return !ImprovementSearch.exists(cp, AlternativeDomains.of(cp, p, edition), 0L, obeyed + 1);
    }

    private static long[] options(DeclarationProblem problem, Declaration declaration) {
        if (declaration.creatureCount() != problem.creatureCount()) {
            throw new IllegalArgumentException("declaration has " + declaration.creatureCount()
                    + " creatures, problem has " + problem.creatureCount());
        }
        return declaration.unsafeOptions();
    }

    /** 508.1a-b / 509.1a: each option must use allowed targets only, and not too many of them. */
    private static List<Violation> impossibleOptions(DeclarationProblem problem, long[] p) {
        List<Violation> out = new ArrayList<>();
        String rule = problem.kind().structureRule();
        for (int c = 0; c < p.length; c++) {
            long o = p[c];
            if ((o & ~problem.allowed(c)) != 0) {
                out.add(new Violation.ImpossibleOption(c, o, "creature " + c + " can't "
                        + problem.kind().verb() + " target(s) " + Declaration.targets(o & ~problem.allowed(c)), rule));
            } else if (Long.bitCount(o) > problem.maxTargets(c)) {
                out.add(new Violation.ImpossibleOption(c, o, "creature " + c + " can " + problem.kind().verb()
                        + " at most " + problem.maxTargets(c) + " target(s), not " + Long.bitCount(o), rule));
            }
        }
        return out;
    }
}
