package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.ArrayList;
import java.util.List;

/** Which requirements conflict with a proposal, each with its own witness bound (500.4; 508.1d / 509.1c). */
final class RequirementConflicts {
    private RequirementConflicts() {
    }

    static List<Violation> find(CompiledProblem cp, long[] p, RulesEdition edition) {
        int obeyed = cp.obeyedCount(p);
        if (obeyed == cp.totalRequirements) {
            return List.of();
        }
        long[][] domains = AlternativeDomains.of(cp, p, edition);
        List<Violation> out = new ArrayList<>();
        if (edition == RulesEdition.CURRENT) {
            // 508.1d / 509.1c: fewer than the maximum; blame each unobeyed requirement some maximum obeys.
            int max = ImprovementSearch.max(cp, domains, 0L, obeyed + 1);
            if (max < 0) {
                return out;
            }
            forEachUnobeyed(cp, p, domains, max, edition, obeyed, out, true);
        } else {
            // 500.4: R conflicts iff some alternative (500.5) follows all restrictions, obeys R, and obeys more.
            forEachUnobeyed(cp, p, domains, obeyed + 1, edition, obeyed, out, false);
        }
        return out;
    }

    private static void forEachUnobeyed(CompiledProblem cp, long[] p, long[][] domains, int threshold,
                                        RulesEdition edition, int obeyed, List<Violation> out, boolean current) {
        List<Requirement> requirements = cp.problem.requirements();
        DeclarationKind kind = cp.problem.kind();
        for (int i = 0; i < requirements.size(); i++) {
            Requirement r = requirements.get(i);
            if (r.isObeyedBy(p)) {
                continue;
            }
            long[][] forced = AlternativeDomains.forcing(cp, domains, r);
            int achievable = ImprovementSearch.max(cp, forced, AlternativeDomains.forcedCover(r), threshold);
            if (achievable < 0) {
                continue;
            }
            String text = r.describe(kind) + " (requirement not obeyed: the proposal obeys " + obeyed
                    + " requirement(s), but " + achievable + " could be obeyed while obeying this one"
                    + (current ? ", the maximum" : "") + ", without breaking a restriction)";
            out.add(new Violation.ConflictingRequirement(i, r, obeyed, achievable, text, r.rule(kind, edition)));
        }
    }
}
