package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;
import java.util.Iterator;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Legal declarations for agents: lazy enumeration and random choice. Every result is confirmed by the
 * exact {@link LegalityChecker}; the enumeration never materialises the whole option space.
 */
public final class LegalDeclarations {
    private LegalDeclarations() {
    }

    /**
     * Lazily enumerates every legal declaration, each exactly once, including those using costly options
     * (their costs must then be paid, 508.1d / 509.1d). Declarations obeying more requirements tend to come first.
     */
    public static Iterator<Declaration> legalDeclarations(DeclarationProblem problem, RulesEdition edition) {
        return new EnumerationSearch(problem.compiled(), edition, null);
    }

    /** A legal declaration found by a depth-first search trying options in random order at every step. */
    public static Optional<Declaration> randomLegal(DeclarationProblem problem, RulesEdition edition,
                                                    RandomGenerator rng) {
        if (UnaryDeclarations.applies(problem)) return Optional.of(UnaryDeclarations.random(problem, rng)); // the same, no tables
        Iterator<Declaration> it = new EnumerationSearch(problem.compiled(), edition, rng);
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    /**
     * Whether any legal declaration exists. With the restriction types of this package it always does
     * (a restriction-respecting declaration obeying the most requirements is legal in both editions),
     * but this answers by search rather than relying on that.
     */
    public static boolean hasLegal(DeclarationProblem problem, RulesEdition edition) {
        return legalDeclarations(problem, edition).hasNext();
    }
}
