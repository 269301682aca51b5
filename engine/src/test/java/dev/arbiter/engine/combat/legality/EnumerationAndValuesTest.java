package dev.arbiter.engine.combat.legality;

import static dev.arbiter.engine.combat.legality.DeclarationKind.ATTACK;
import static dev.arbiter.engine.combat.legality.DeclarationKind.BLOCK;
import static dev.arbiter.engine.rules.RulesEdition.CURRENT;
import static dev.arbiter.engine.rules.RulesEdition.SEED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.engine.combat.legality.Requirement.MustDeclare;
import dev.arbiter.engine.combat.legality.Requirement.MustTarget;
import dev.arbiter.engine.combat.legality.Restriction.MinBlockers;
import dev.arbiter.engine.combat.legality.Restriction.NotAlone;
import dev.arbiter.engine.rules.RulesEdition;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EnumerationAndValuesTest {

    /** 20 vanilla blockers vs 10 attackers: 11^20 declarations, enumerated lazily. */
    @Test
    void enumerationIsLazyOnHugeSpaces() {
        DeclarationProblem.Builder b = DeclarationProblem.builder(BLOCK, 20, 10);
        for (int t = 0; t < 10; t += 2) {
            b.restrict(new MinBlockers(t, 2));
        }
        DeclarationProblem p = b.require(new MustTarget(3, 1), new MustDeclare(7)).build();
        for (RulesEdition e : RulesEdition.values()) {
            Iterator<Declaration> it = LegalDeclarations.legalDeclarations(p, e);
            Set<Declaration> first = new HashSet<>();
            for (int k = 0; k < 1000 && it.hasNext(); k++) {
                Declaration d = it.next();
                assertThat(LegalityChecker.isLegal(p, d, e)).isTrue();
                first.add(d);
            }
            assertThat(first).hasSize(1000);
            Declaration random = LegalDeclarations.randomLegal(p, e, new SplittableRandom(3)).orElseThrow();
            assertThat(LegalityChecker.check(p, random, e).isLegal()).isTrue();
        }
    }

    /** randomLegal reaches every legal declaration of a small problem. */
    @Test
    void randomLegalHasSpread() {
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 3, 2).restrict(new NotAlone(2)).build();
        Set<Declaration> all = new HashSet<>();
        LegalDeclarations.legalDeclarations(p, SEED).forEachRemaining(all::add);
        assertThat(all).hasSize(27 - 2); // creature 2 blocking alone (either attacker) is illegal
        Map<Declaration, Integer> seen = new HashMap<>();
        SplittableRandom rng = new SplittableRandom(11);
        for (int k = 0; k < 2000; k++) {
            seen.merge(LegalDeclarations.randomLegal(p, SEED, rng).orElseThrow(), 1, Integer::sum);
        }
        assertThat(seen.keySet()).isEqualTo(all);
        assertThat(seen.values()).allSatisfy(count -> assertThat(count).isGreaterThan(20));
    }

    /**
     * Paying a cost can add obligations: the paid option is part of the comparison set. Creature 0 attacks
     * if able but can't attack alone; creature 1 may attack only by paying.
     */
    @Test
    void payingACostCanMakeARequirementObeyable() {
        DeclarationProblem p = DeclarationProblem.builder(ATTACK, 2, 1)
                .costly(1, 1).restrict(new NotAlone(0)).require(new MustDeclare(0)).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(LegalityChecker.isLegal(p, Declaration.of(0, 0), e)).as("nobody: cost not forced").isTrue();
            assertThat(LegalityChecker.isLegal(p, Declaration.of(0, 1), e)).as("1 pays, 0 stays home").isFalse();
            assertThat(LegalityChecker.isLegal(p, Declaration.of(1, 1), e)).as("both").isTrue();
        }
    }

    @Test
    void declarationValueSemantics() {
        Declaration d = Declaration.of(0b1, 0, 0b101);
        assertThat(d).isEqualTo(Declaration.of(0b1, 0, 0b101)).hasSameHashCodeAs(Declaration.of(0b1, 0, 0b101));
        assertThat(d).isNotEqualTo(Declaration.of(0b1, 0, 0b100));
        assertThat(d.toString()).isEqualTo("{0->[0], 2->[0,2]}");
        assertThat(Declaration.none(2).toString()).isEqualTo("{}");
        assertThat(d.with(1, 0b10).option(1)).isEqualTo(0b10);
        long[] copy = d.options();
        copy[0] = 7;
        assertThat(d.option(0)).isEqualTo(1);
    }

    @Test
    void builderValidates() {
        assertThatThrownBy(() -> DeclarationProblem.builder(ATTACK, 1, 2).maxTargets(0, 2).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DeclarationProblem.builder(BLOCK, 1, 2).allowed(0, 1).costly(0, 2).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DeclarationProblem.builder(BLOCK, 1, 2).restrict(new NotAlone(1)).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DeclarationProblem.builder(BLOCK, 1, 2).require(new MustTarget(0, 2)).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LegalityChecker.check(DeclarationProblem.builder(BLOCK, 1, 2).build(),
                Declaration.none(2), CURRENT)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noCreatures() {
        DeclarationProblem p = DeclarationProblem.builder(BLOCK, 0, 3).build();
        for (RulesEdition e : RulesEdition.values()) {
            assertThat(LegalityChecker.isLegal(p, Declaration.none(0), e)).isTrue();
            Set<Declaration> all = new HashSet<>();
            LegalDeclarations.legalDeclarations(p, e).forEachRemaining(all::add);
            assertThat(all).containsExactly(Declaration.none(0));
        }
    }
}
