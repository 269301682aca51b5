package dev.arbiter.engine.combat.legality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Seeded property tests: the checker and the enumerator agree with the literal {@link BruteForceOracle}
 * on thousands of random problems. Each failure names its seed; rerun one with {@code -Dlegality.seed=N}.
 */
class OraclePropertyTest {
    private static final long BASE_SEED = Long.getLong("legality.seed", 20250207L);
    private static final int PROBLEMS = Integer.getInteger("legality.problems", 5000);
    /** Problems with at most this many declarations are checked exhaustively. */
    private static final long EXHAUSTIVE = 1500;

    @Test
    void smallProblemsExhaustively() {
        forEachSeed(PROBLEMS, 4, 3, this::compareExhaustively);
    }

    @Test
    void tightProblemsExhaustively() {
        forEachSeed(PROBLEMS, 4, 3, true, this::compareExhaustively);
    }

    @Test
    void largerProblemsBySampling() {
        forEachSeed(Math.max(1, PROBLEMS / 6), 5, 5, this::compareBySampling);
    }

    private interface Case {
        void run(long seed, DeclarationProblem problem);
    }

    private static void forEachSeed(int count, int maxCreatures, int maxTargets, Case body) {
        forEachSeed(count, maxCreatures, maxTargets, false, body);
    }

    private static void forEachSeed(int count, int maxCreatures, int maxTargets, boolean tight, Case body) {
        for (int i = 0; i < count; i++) {
            long seed = BASE_SEED + i * 0x9E3779B97F4A7C15L;
            DeclarationProblem problem = RandomProblems.generate(new SplittableRandom(seed), maxCreatures, maxTargets,
                    tight);
            try {
                body.run(seed, problem);
            } catch (AssertionError | RuntimeException e) {
                fail("seed " + seed + " (rerun with -Dlegality.seed=" + seed + " -Dlegality.problems=1): "
                        + problem + "\n" + e.getMessage(), e);
            }
        }
    }

    private void compareExhaustively(long seed, DeclarationProblem problem) {
        BruteForceOracle oracle = new BruteForceOracle(problem);
        if (oracle.declarationCount() > EXHAUSTIVE) {
            compareBySampling(seed, problem);
            return;
        }
        for (RulesEdition edition : RulesEdition.values()) {
            Set<Declaration> legal = new HashSet<>();
            oracle.forEachDeclaration(p -> {
                if (compare(problem, oracle, p, edition)) {
                    legal.add(Declaration.of(p));
                }
            });
            assertThat(enumerateAll(problem, edition)).as("enumeration, %s", edition).isEqualTo(legal);
            checkRandomLegal(seed, problem, edition, legal);
        }
    }

    private void compareBySampling(long seed, DeclarationProblem problem) {
        BruteForceOracle oracle = new BruteForceOracle(problem);
        SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
        for (RulesEdition edition : RulesEdition.values()) {
            Set<Declaration> sampledLegal = new HashSet<>();
            for (int k = 0; k < 40; k++) {
                long[] p = randomDeclaration(oracle, problem, rnd);
                if (compare(problem, oracle, p, edition)) {
                    sampledLegal.add(Declaration.of(p));
                }
            }
            Set<Declaration> enumerated = new HashSet<>();
            Iterator<Declaration> it = LegalDeclarations.legalDeclarations(problem, edition);
            boolean complete = true;
            while (it.hasNext()) {
                if (enumerated.size() >= 300) {
                    complete = false;
                    break;
                }
                Declaration d = it.next();
                assertThat(enumerated.add(d)).as("duplicate %s", d).isTrue();
                assertThat(oracle.judge(d.options(), edition).legal()).as("enumerated %s, %s", d, edition).isTrue();
            }
            if (complete) {
                assertThat(enumerated).as("sampled legal declarations are enumerated").containsAll(sampledLegal);
            }
            checkRandomLegal(seed, problem, edition, null);
        }
    }

    /** Checker (both entry points) vs oracle on one declaration; returns the oracle's legality. */
    private static boolean compare(DeclarationProblem problem, BruteForceOracle oracle, long[] p, RulesEdition e) {
        BruteForceOracle.Judgement expected = oracle.judge(p, e);
        Declaration d = Declaration.of(p);
        Verdict verdict = LegalityChecker.check(problem, d, e);
        Set<Integer> broken = new HashSet<>();
        Set<Integer> conflicts = new HashSet<>();
        for (Violation v : verdict.violations()) {
            if (v instanceof Violation.BrokenRestriction x) {
                broken.add(x.index());
            } else if (v instanceof Violation.ConflictingRequirement x) {
                conflicts.add(x.index());
            } else {
                fail("unexpected " + v);
            }
        }
        assertThat(broken).as("broken restrictions of %s, %s", d, e).isEqualTo(expected.brokenRestrictions());
        assertThat(conflicts).as("conflicting requirements of %s, %s", d, e)
                .isEqualTo(expected.conflictingRequirements());
        assertThat(LegalityChecker.isLegal(problem, d, e)).as("isLegal %s, %s", d, e).isEqualTo(expected.legal());
        return expected.legal();
    }

    private static Set<Declaration> enumerateAll(DeclarationProblem problem, RulesEdition edition) {
        Set<Declaration> out = new HashSet<>();
        for (Iterator<Declaration> it = LegalDeclarations.legalDeclarations(problem, edition); it.hasNext(); ) {
            Declaration d = it.next();
            assertThat(out.add(d)).as("duplicate %s", d).isTrue();
        }
        return out;
    }

    private static void checkRandomLegal(long seed, DeclarationProblem problem, RulesEdition edition,
                                         Set<Declaration> legal) {
        RandomGenerator rng = new SplittableRandom(seed + 1);
        for (int k = 0; k < 3; k++) {
            Declaration d = LegalDeclarations.randomLegal(problem, edition, rng).orElseThrow();
            assertThat(LegalityChecker.isLegal(problem, d, edition)).isTrue();
            if (legal != null) {
                assertThat(legal).contains(d);
            }
        }
        assertThat(LegalDeclarations.hasLegal(problem, edition)).isTrue();
    }

    private static long[] randomDeclaration(BruteForceOracle oracle, DeclarationProblem problem, SplittableRandom rnd) {
        long[] p = new long[problem.creatureCount()];
        for (int c = 0; c < p.length; c++) {
            List<Long> options = new ArrayList<>(oracle.options(c));
            // Bias towards "not declared" and single targets so restriction-respecting samples are common.
            p[c] = rnd.nextInt(3) == 0 ? 0 : options.get(rnd.nextInt(options.size()));
        }
        return p;
    }
}
