package dev.arbiter.bench;

import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.DeclarationKind;
import dev.arbiter.engine.combat.legality.DeclarationProblem;
import dev.arbiter.engine.combat.legality.LegalDeclarations;
import dev.arbiter.engine.combat.legality.LegalityChecker;
import dev.arbiter.engine.combat.legality.Requirement;
import dev.arbiter.engine.combat.legality.Restriction;
import dev.arbiter.engine.combat.legality.Verdict;
import dev.arbiter.engine.rules.RulesEdition;
import java.util.Iterator;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Declare-blockers legality on a crowded board: 10 attackers, 10 potential blockers, Lure on attacker 0,
 * menace on attackers 1, 2 and 5, flying on 3 and 7 (blockers 8 and 9 have reach), attacker 9 "must be
 * blocked if able", blockers 4 and 6 "block if able", blocker 8 "can't block alone", blocker 9 "can block
 * an additional creature", and "no more than six creatures can block". Plus a typical small board
 * (4 attackers, 5 blockers) with conflicting requirements. Run (no install needed):
 * <pre>
 * mvn -q -pl bench -am package -DskipTests dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp bench/target/classes:$(cat /tmp/cp.txt) org.openjdk.jmh.Main CombatLegality -wi 2 -i 3 -f 1
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CombatLegalityBenchmark {
    @Param({"SEED", "CURRENT"})
    public RulesEdition edition;

    private DeclarationProblem big;
    private Declaration bigLegal;
    private Declaration bigIllegal;
    private DeclarationProblem open;
    private DeclarationProblem small;
    private Declaration smallLegal;
    private Declaration smallIllegal;
    private SplittableRandom rng;

    static DeclarationProblem bigBoard() {
        DeclarationProblem.Builder b = DeclarationProblem.builder(DeclarationKind.BLOCK, 10, 10);
        for (int blocker = 0; blocker < 10; blocker++) {
            b.require(new Requirement.MustTarget(blocker, 0)); // Lure: one requirement per able blocker
        }
        for (int blocker = 0; blocker < 8; blocker++) {
            b.restrict(new Restriction.CannotTarget(blocker, 3, "flying, 502.4b"),
                    new Restriction.CannotTarget(blocker, 7, "flying, 502.4b"));
        }
        b.restrict(new Restriction.MinBlockers(1, 2), new Restriction.MinBlockers(2, 2),
                new Restriction.MinBlockers(5, 2), new Restriction.NotAlone(8), new Restriction.MaxDeclared(6));
        b.require(new Requirement.MustBeTargeted(9), new Requirement.MustDeclare(4), new Requirement.MustDeclare(6));
        b.maxTargets(9, 2);
        return b.build();
    }

    /** The same 10 x 10 board without Lure and the blocking cap: a huge number of legal blocks. */
    static DeclarationProblem openBoard() {
        DeclarationProblem.Builder b = DeclarationProblem.builder(DeclarationKind.BLOCK, 10, 10);
        for (int blocker = 0; blocker < 8; blocker++) {
            b.restrict(new Restriction.CannotTarget(blocker, 3, "flying, 502.4b"),
                    new Restriction.CannotTarget(blocker, 7, "flying, 502.4b"));
        }
        b.restrict(new Restriction.MinBlockers(1, 2), new Restriction.MinBlockers(2, 2),
                new Restriction.MinBlockers(5, 2), new Restriction.NotAlone(8));
        b.require(new Requirement.MustDeclare(4), new Requirement.MustDeclare(6));
        b.maxTargets(9, 2);
        return b.build();
    }

    static DeclarationProblem smallBoard() {
        // 4 attackers (1 has menace, 2 has flying), 5 blockers; blockers 0 and 2 block if able, blocker 1 must
        // block attacker 1 if able, blocker 3 can't block alone, no more than two creatures can block: the
        // three requirements can't all be obeyed, so validating a legal block needs the exact search.
        DeclarationProblem.Builder b = DeclarationProblem.builder(DeclarationKind.BLOCK, 5, 4);
        for (int blocker = 0; blocker < 4; blocker++) {
            b.restrict(new Restriction.CannotTarget(blocker, 2, "flying, 502.4b"));
        }
        return b.restrict(new Restriction.MinBlockers(1, 2), new Restriction.NotAlone(3), new Restriction.MaxDeclared(2))
                .require(new Requirement.MustDeclare(0), new Requirement.MustTarget(1, 1), new Requirement.MustDeclare(2))
                .build();
    }

    @Setup
    public void setUp() {
        big = bigBoard();
        small = smallBoard();
        open = openBoard();
        rng = new SplittableRandom(42);
        bigLegal = LegalDeclarations.randomLegal(big, edition, new SplittableRandom(7)).orElseThrow();
        bigIllegal = Declaration.none(10);
        smallLegal = LegalDeclarations.randomLegal(small, edition, new SplittableRandom(7)).orElseThrow();
        smallIllegal = Declaration.of(0, 0b10, 0, 0, 0); // breaks menace
        check(LegalityChecker.isLegal(small, Declaration.of(0b1, 0, 0b1, 0, 0), edition)); // 2 of 3 obeyed
        check(LegalityChecker.isLegal(big, bigLegal, edition) && !LegalityChecker.isLegal(big, bigIllegal, edition)
                && LegalityChecker.isLegal(small, smallLegal, edition)
                && !LegalityChecker.isLegal(small, smallIllegal, edition));
    }

    private static void check(boolean ok) {
        if (!ok) {
            throw new IllegalStateException("benchmark fixtures are not what they claim");
        }
    }

    @Benchmark
    public boolean bigValidateLegal() {
        return LegalityChecker.isLegal(big, bigLegal, edition);
    }

    @Benchmark
    public boolean bigValidateIllegal() {
        return LegalityChecker.isLegal(big, bigIllegal, edition);
    }

    @Benchmark
    public Verdict bigVerdictIllegal() {
        return LegalityChecker.check(big, bigIllegal, edition);
    }

    @Benchmark
    public boolean bigBuildAndValidate() {
        return LegalityChecker.isLegal(bigBoard(), bigLegal, edition);
    }

    @Benchmark
    public int bigEnumerateFirst100() {
        int k = 0;
        for (Iterator<Declaration> it = LegalDeclarations.legalDeclarations(big, edition); it.hasNext() && k < 100; ) {
            it.next();
            k++;
        }
        return k;
    }

    @Benchmark
    public int openEnumerateFirst100() {
        int k = 0;
        for (Iterator<Declaration> it = LegalDeclarations.legalDeclarations(open, edition); it.hasNext() && k < 100; ) {
            it.next();
            k++;
        }
        return k;
    }

    @Benchmark
    public Declaration openRandomLegal() {
        return LegalDeclarations.randomLegal(open, edition, rng).orElseThrow();
    }

    @Benchmark
    public Declaration bigRandomLegal() {
        return LegalDeclarations.randomLegal(big, edition, rng).orElseThrow();
    }

    @Benchmark
    public boolean smallValidateLegal() {
        return LegalityChecker.isLegal(small, smallLegal, edition);
    }

    @Benchmark
    public boolean smallValidateIllegal() {
        return LegalityChecker.isLegal(small, smallIllegal, edition);
    }

    @Benchmark
    public boolean smallBuildAndValidate() {
        return LegalityChecker.isLegal(smallBoard(), smallLegal, edition);
    }

    @Benchmark
    public Declaration smallRandomLegal() {
        return LegalDeclarations.randomLegal(small, edition, rng).orElseThrow();
    }
}
