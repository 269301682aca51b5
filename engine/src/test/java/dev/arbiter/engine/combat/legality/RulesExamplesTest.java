package dev.arbiter.engine.combat.legality;

import static dev.arbiter.engine.combat.legality.DeclarationKind.ATTACK;
import static dev.arbiter.engine.combat.legality.DeclarationKind.BLOCK;
import static dev.arbiter.engine.rules.RulesEdition.CURRENT;
import static dev.arbiter.engine.rules.RulesEdition.SEED;
import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.combat.legality.Requirement.MustBeTargeted;
import dev.arbiter.engine.combat.legality.Requirement.MustDeclare;
import dev.arbiter.engine.combat.legality.Requirement.MustTarget;
import dev.arbiter.engine.combat.legality.Restriction.CannotTarget;
import dev.arbiter.engine.combat.legality.Restriction.MaxBlockers;
import dev.arbiter.engine.combat.legality.Restriction.MaxDeclared;
import dev.arbiter.engine.combat.legality.Restriction.MinBlockers;
import dev.arbiter.engine.combat.legality.Restriction.NotAlone;
import dev.arbiter.engine.rules.RulesEdition;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The printed examples of the seed rules (500.2, 500.5) and of the current rules (508.1c-d, 509.1c). */
class RulesExamplesTest {
    private static final long P0 = 1L; // target 0: the defending player / the only attacker

    private static boolean legal(DeclarationProblem p, RulesEdition e, long... options) {
        boolean legal = LegalityChecker.isLegal(p, Declaration.of(options), e);
        assertThat(LegalityChecker.check(p, Declaration.of(options), e).isLegal()).isEqualTo(legal);
        return legal;
    }

    private static Set<Declaration> enumerate(DeclarationProblem p, RulesEdition e) {
        Set<Declaration> out = new HashSet<>();
        for (Iterator<Declaration> it = LegalDeclarations.legalDeclarations(p, e); it.hasNext(); ) {
            assertThat(out.add(it.next())).isTrue();
        }
        return out;
    }

    /** Seed 500.2, first example (current 508.1c): two creatures that "can't attack alone" may attack together. */
    @Test
    void seed500_2_example1_twoCreaturesThatCantAttackAloneMayAttackTogether() {
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 2, 1)
                .restrict(new NotAlone(0), new NotAlone(1)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, P0, P0)).isTrue();
            assertThat(legal(p, e, P0, 0)).isFalse();
            assertThat(legal(p, e, 0, P0)).isFalse();
            assertThat(legal(p, e, 0, 0)).isTrue();
        }
        Verdict v = LegalityChecker.check(p, Declaration.of(P0, 0), SEED);
        assertThat(v.violations()).singleElement().satisfies(x -> {
            assertThat(x).isInstanceOf(Violation.BrokenRestriction.class);
            assertThat(x.rule()).isEqualTo("500.2 / 508.1c");
            assertThat(x.description()).contains("creature 0 can't attack alone");
        });
    }

    /** Seed 500.2, second example (current 508.1d): "attacks if able" + "no more than one creature may attack". */
    @Test
    void seed500_2_example2_attacksIfAbleWithAtMostOneAttacker() {
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 2, 1)
                .restrict(new MaxDeclared(1)).require(new MustDeclare(0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, P0, 0)).as("only A").isTrue();
            assertThat(legal(p, e, 0, P0)).as("only B").isFalse();
            assertThat(legal(p, e, P0, P0)).as("both").isFalse();
            assertThat(legal(p, e, 0, 0)).as("neither").isFalse();
            assertThat(enumerate(p, e)).containsExactly(Declaration.of(P0, 0));
        }
        Verdict v = LegalityChecker.check(p, Declaration.of(0, P0), SEED);
        assertThat(v.violations()).singleElement().satisfies(x -> {
            assertThat(x).isInstanceOf(Violation.ConflictingRequirement.class);
            assertThat(x.rule()).isEqualTo("500.4 / 508.1d");
        });
        assertThat(LegalityChecker.check(p, Declaration.of(0, 0), CURRENT).violations())
                .singleElement().satisfies(x -> assertThat(x.rule()).isEqualTo("508.1d"));
    }

    /** Seed 500.5 example: "blocks if able" + vanilla vs "can't be blocked except by two or more". */
    @Test
    void seed500_5_example_blocksIfAbleAndMenace_bothOrNeither() {
        DeclarationProblem p = menaceProblem();
        assertThat(legal(p, SEED, P0, P0)).as("both").isTrue();
        assertThat(legal(p, SEED, 0, 0)).as("neither").isTrue();
        assertThat(legal(p, SEED, P0, 0)).as("only A").isFalse();
        assertThat(legal(p, SEED, 0, P0)).as("only B").isFalse();
        assertThat(enumerate(p, SEED)).containsExactlyInAnyOrder(Declaration.of(P0, P0), Declaration.of(0, 0));
    }

    /** Current 509.1c example: the same board, but the player must block with both creatures. */
    @Test
    void current509_1c_example_blocksIfAbleAndMenace_mustBlockWithBoth() {
        DeclarationProblem p = menaceProblem();
        assertThat(legal(p, CURRENT, P0, P0)).as("both").isTrue();
        assertThat(legal(p, CURRENT, 0, 0)).as("neither: fulfils the restriction but not the requirement").isFalse();
        assertThat(legal(p, CURRENT, P0, 0)).as("only the first: violates menace").isFalse();
        assertThat(legal(p, CURRENT, 0, P0)).as("only the second: violates both").isFalse();
        assertThat(enumerate(p, CURRENT)).containsExactly(Declaration.of(P0, P0));

        Verdict onlySecond = LegalityChecker.check(p, Declaration.of(0, P0), CURRENT);
        assertThat(onlySecond.violations()).hasSize(2);
        assertThat(onlySecond.violations()).anySatisfy(x -> {
            assertThat(x).isInstanceOf(Violation.BrokenRestriction.class);
            assertThat(x.rule()).isEqualTo("500.3 / 509.1b");
        });
        assertThat(onlySecond.violations()).anySatisfy(x -> {
            assertThat(x).isInstanceOf(Violation.ConflictingRequirement.class);
            assertThat(x.rule()).isEqualTo("509.1c");
        });
        Verdict neither = LegalityChecker.check(p, Declaration.of(0, 0), CURRENT);
        assertThat(neither.violations()).singleElement().isInstanceOf(Violation.ConflictingRequirement.class);
        // Seed edition: the same proposal "only the second" breaks menace and its requirement conflicts (500.4).
        assertThat(LegalityChecker.check(p, Declaration.of(0, P0), SEED).violations()).hasSize(2)
                .anySatisfy(x -> assertThat(x.rule()).isEqualTo("500.4 / 509.1c"));
    }

    private static DeclarationProblem menaceProblem() {
        return DeclarationProblem.builder(BLOCK, 2, 1)
                .restrict(new MinBlockers(0, 2)).require(new MustDeclare(0)).build();
    }

    /** 500.2 / 500.3: tapped creatures are exempt; the engine omits their requirements. */
    @Test
    void tappedCreatureIsExemptFromLure() {
        // Lure on attacker 0: one MustTarget per creature able to block; creature 1 is tapped, so it has none.
        // (A tapped creature can't block at all: the engine gives it no allowed targets.)
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 2, 2)
                .allowed(1, 0).require(new MustTarget(0, 0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 1, 0)).isTrue();
            assertThat(legal(p, e, 2, 0)).isFalse();
            assertThat(legal(p, e, 0, 0)).isFalse();
            assertThat(enumerate(p, e)).containsExactly(Declaration.of(1, 0));
        }
    }

    /** 500.2 / 508.1d: nobody is forced to pay a cost to attack ("can't attack you unless its controller pays"). */
    @Test
    void costlyOptionIsNeverForcedButMayBeChosen() {
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 1, 1)
                .costly(0, P0).require(new MustDeclare(0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 0)).as("not paying").isTrue();
            assertThat(legal(p, e, P0)).as("paying").isTrue();
            assertThat(enumerate(p, e)).containsExactlyInAnyOrder(Declaration.of(0), Declaration.of(P0));
        }
    }

    /** A creature that attacks if able, taxed to attack the player but free to attack a planeswalker, must attack it. */
    @Test
    void freeTargetStillRequiredWhenAnotherTargetIsCostly() {
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 1, 2)
                .costly(0, 0b01).require(new MustDeclare(0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 0)).isFalse();
            assertThat(legal(p, e, 0b10)).isTrue();
            assertThat(legal(p, e, 0b01)).as("paying to attack the player also obeys").isTrue();
        }
    }

    /** 500.5: an option satisfying more requirements must be considered even if it drops a met one. */
    @Test
    void seed500_5_switchingOptionMayDropAMetRequirement() {
        // Creature 0 must block attacker 0 (one effect) and must block attacker 1 (two effects); it blocks one.
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 1, 2)
                .require(new MustTarget(0, 0), new MustTarget(0, 1), new MustTarget(0, 1)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 0b01)).isFalse();
            assertThat(legal(p, e, 0b10)).isTrue();
        }
    }

    /** Lure with a flying attacker: the creature that can't block it (flying, 502.4b) is not required to. */
    @Test
    void lureRequirementYieldsToEvasion() {
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 2, 2)
                .restrict(new CannotTarget(1, 0, "flying, 502.4b"))
                .require(new MustTarget(0, 0), new MustTarget(1, 0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 1, 0)).isTrue();
            assertThat(legal(p, e, 1, 2)).isTrue();
            assertThat(legal(p, e, 0, 2)).isFalse();
        }
        Verdict v = LegalityChecker.check(p, Declaration.of(1, 1), SEED);
        assertThat(v.violations()).singleElement().satisfies(x ->
                assertThat(x.description()).contains("creature 1 can't block target 0 (flying, 502.4b)"));
    }

    /** "Must be blocked if able" with one blocker per attacker at most. */
    @Test
    void mustBeBlockedWithMaxBlockers() {
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 2, 1)
                .restrict(new MaxBlockers(0, 1)).require(new MustBeTargeted(0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(legal(p, e, 1, 0)).isTrue();
            assertThat(legal(p, e, 0, 1)).isTrue();
            assertThat(legal(p, e, 1, 1)).isFalse();
            assertThat(legal(p, e, 0, 0)).isFalse();
        }
    }

    /** Seed and current differ when a vanilla creature would have to join in to enable a requirement. */
    @Test
    void cantAttackAloneWithAttacksIfAble() {
        // Creature 0 attacks if able but can't attack alone; creature 1 is vanilla.
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 2, 1)
                .restrict(new NotAlone(0)).require(new MustDeclare(0)).build();
        assertThat(legal(p, SEED, 0, 0)).as("seed 500.5: 1's option satisfies no requirement").isTrue();
        assertThat(legal(p, CURRENT, 0, 0)).as("current: attacking with both obeys more").isFalse();
        assertThat(legal(p, SEED, P0, P0)).isTrue();
        assertThat(legal(p, CURRENT, P0, P0)).isTrue();
    }

    @Test
    void impossibleOptionsAreReported() {
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 1, 3).allowed(0, 0b011).build();
        Verdict v = LegalityChecker.check(p, Declaration.of(0b100), SEED);
        assertThat(v.violations()).singleElement().satisfies(x -> {
            assertThat(x).isInstanceOf(Violation.ImpossibleOption.class);
            assertThat(x.rule()).isEqualTo("509.1a");
        });
        assertThat(LegalityChecker.isLegal(p, Declaration.of(0b011), SEED)).isFalse();
        assertThat(LegalityChecker.isLegal(p, Declaration.of(0b001), SEED)).isTrue();
    }
}
