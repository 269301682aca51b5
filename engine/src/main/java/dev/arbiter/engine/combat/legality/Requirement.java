package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;

/**
 * A requirement (500.1; 508.1d / 509.1c): an effect saying a creature must attack or block (if some
 * condition is met). Each record counts as one requirement. Requirements on tapped creatures and other
 * exempt creatures are simply not listed by the engine (500.2 / 500.3).
 */
public sealed interface Requirement {

    /** True iff creature {@code creature} declared with {@code option} satisfies this requirement. */
    boolean satisfiedBy(int creature, long option);

    /** True iff the declaration (one target mask per creature) obeys this requirement. */
    default boolean isObeyedBy(long[] options) {
        for (int c = 0; c < options.length; c++) {
            if (satisfiedBy(c, options[c])) {
                return true;
            }
        }
        return false;
    }

    /** Human-readable text, e.g. "creature 1 blocks each combat if able". */
    String describe(DeclarationKind kind);

    /** Rule citation: 500.4 / 508.1d or 500.4 / 509.1c (seed); 508.1d or 509.1c (current). */
    default String rule(DeclarationKind kind, RulesEdition edition) {
        return kind.requirementRule(edition);
    }

    /** Creature c attacks / blocks each combat if able. */
    record MustDeclare(int creature) implements Requirement {
        public MustDeclare {
            LegalityPreconditions.index(creature, "creature");
        }

        @Override public boolean satisfiedBy(int c, long option) {
            return c == creature && option != 0;
        }

        @Override public String describe(DeclarationKind kind) {
            return "creature " + creature + " " + kind.verb() + "s each combat if able";
        }
    }

    /** Creature c must attack player t / must block attacker t if able (Lure: one per able blocker). */
    record MustTarget(int creature, int target) implements Requirement {
        public MustTarget {
            LegalityPreconditions.index(creature, "creature");
            LegalityPreconditions.target(target);
        }

        @Override public boolean satisfiedBy(int c, long option) {
            return c == creature && (option & (1L << target)) != 0;
        }

        @Override public String describe(DeclarationKind kind) {
            return "creature " + creature + " must " + kind.verb() + " target " + target + " if able";
        }
    }

    /**
     * Creature c must attack one of the targets in {@code targets} (a mask) if able: one requirement however many targets
     * would satisfy it (goad, 701.38b: "attacks a player other than the goading player if able").
     */
    record MustTargetOneOf(int creature, long targets) implements Requirement {
        public MustTargetOneOf {
            LegalityPreconditions.index(creature, "creature");
        }

        @Override public boolean satisfiedBy(int c, long option) {
            return c == creature && (option & targets) != 0;
        }

        @Override public String describe(DeclarationKind kind) {
            return "creature " + creature + " must " + kind.verb() + " one of targets " + Long.toBinaryString(targets) + " if able";
        }
    }

    /** Target t must be blocked (attacked) if able, by any creature. */
    record MustBeTargeted(int target) implements Requirement {
        public MustBeTargeted {
            LegalityPreconditions.target(target);
        }

        @Override public boolean satisfiedBy(int c, long option) {
            return (option & (1L << target)) != 0;
        }

        @Override public String describe(DeclarationKind kind) {
            return "target " + target + " must be " + kind.verb() + "ed if able";
        }
    }
}
