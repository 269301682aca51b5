package dev.arbiter.engine.combat.legality;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 500.1, 508.1c / 509.1b: on a problem with no requirement and only unary restrictions, the random declaration
 * without the solver's tables ({@link UnaryDeclarations}) is the random depth-first search's first declaration, and
 * it draws the same numbers from the generator; the checker's verdict without the tables is the one with them.
 */
class UnaryDeclarationsTest {

    @Test
    void theSameDeclarationAndTheSameDrawsAsTheSearch() {
        SplittableRandom rnd = new SplittableRandom(13);
        int declared = 0;
        for (int i = 0; i < 4_000; i++) {
            DeclarationProblem p = unary(rnd);
            assertTrue(UnaryDeclarations.applies(p));
            for (RulesEdition edition : RulesEdition.values()) {
                long seed = rnd.nextLong();
                SplittableRandom a = new SplittableRandom(seed);
                SplittableRandom b = new SplittableRandom(seed);
                EnumerationSearch search = new EnumerationSearch(p.compiled(), edition, a);
                assertTrue(search.hasNext(), p::toString);
                Declaration expected = search.next();
                Declaration got = UnaryDeclarations.random(p, b);
                assertArrayEquals(expected.options(), got.options(), p::toString);
                assertEquals(a.nextLong(), b.nextLong(), () -> "the same draws: " + p);
                for (int c = 0; c < got.creatureCount(); c++) if (got.isDeclared(c)) declared++;
                assertEquals(LegalityChecker.isLegal(p, got, edition), LegalityChecker.check(p, got, edition).isLegal());
            }
        }
        assertTrue(declared > 10_000, "the declarations declare creatures: " + declared);
    }

    @Test
    void theCheckersVerdictOnAnyProposalIsTheTablesVerdict() {
        SplittableRandom rnd = new SplittableRandom(17);
        int illegal = 0;
        for (int i = 0; i < 4_000; i++) {
            DeclarationProblem p = unary(rnd);
            long[] options = new long[p.creatureCount()];
            for (int c = 0; c < options.length; c++) {
                long o = rnd.nextLong() & p.allowed(c);
                options[c] = Long.bitCount(o) <= p.maxTargets(c) ? o : Long.lowestOneBit(o);
            }
            Declaration d = Declaration.of(options);
            for (RulesEdition edition : RulesEdition.values()) {
                boolean legal = LegalityChecker.check(p, d, edition).isLegal();
                assertEquals(LegalityChecker.isLegal(p, d, edition), legal, p::toString);
                if (!legal) illegal++;
            }
        }
        assertTrue(illegal > 1_000, "some proposals break a restriction: " + illegal);
    }

    @Test
    void aRequirementOrACountingRestrictionTakesTheSearch() {
        DeclarationProblem required = DeclarationProblem.builder(DeclarationKind.BLOCK, 2, 2)
                .require(new Requirement.MustDeclare(0)).build();
        DeclarationProblem counted = DeclarationProblem.builder(DeclarationKind.BLOCK, 2, 2)
                .restrict(new Restriction.CannotTarget(0, 1, "flying"), new Restriction.MinBlockers(0, 2)).build();
        assertFalse(UnaryDeclarations.applies(required));
        assertFalse(UnaryDeclarations.applies(counted));
    }

    /** Up to 14 creatures and 20 targets, some options costly, some "can block two" or "any number". */
    private static DeclarationProblem unary(SplittableRandom rnd) {
        DeclarationKind kind = rnd.nextBoolean() ? DeclarationKind.ATTACK : DeclarationKind.BLOCK;
        int n = rnd.nextInt(15);
        int t = 1 + rnd.nextInt(20);
        long all = (1L << t) - 1;
        DeclarationProblem.Builder b = DeclarationProblem.builder(kind, n, t);
        for (int c = 0; c < n; c++) {
            long allowed = rnd.nextInt(10) < 6 ? all : rnd.nextLong() & all;
            if (rnd.nextInt(12) == 0) allowed = 0;
            b.allowed(c, allowed);
            if (kind == DeclarationKind.BLOCK) {
                int r = rnd.nextInt(10);
                b.maxTargets(c, r < 7 ? 1 : r < 9 ? 2 : Math.min(t, 6));
            }
            if (rnd.nextInt(5) == 0) b.costly(c, rnd.nextLong() & allowed);
        }
        int restrictions = n == 0 ? 0 : rnd.nextInt(2 * n + 1);
        for (int i = 0; i < restrictions; i++) {
            int c = rnd.nextInt(n);
            if (rnd.nextInt(6) == 0) b.restrict(new Restriction.CannotDeclare(c));
            else b.restrict(new Restriction.CannotTarget(c, rnd.nextInt(t), null));
        }
        return b.build();
    }
}
