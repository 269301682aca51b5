package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;

/** Public entry to the brute-force oracle for other modules' property tests (small problems only). */
public final class OracleAccess {
    private OracleAccess() {
    }

    /** Whether the literal definitions (seed 500.4-500.5 or current 508.1d / 509.1c) make {@code d} legal. */
    public static boolean isLegal(DeclarationProblem problem, Declaration d, RulesEdition edition) {
        for (int c = 0; c < problem.creatureCount(); c++) {
            if (!problem.isPossibleOption(c, d.option(c))) return false;
        }
        return new BruteForceOracle(problem).judge(d.options(), edition).legal();
    }
}
