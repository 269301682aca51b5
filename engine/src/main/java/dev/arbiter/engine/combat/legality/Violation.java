package dev.arbiter.engine.combat.legality;

/** One reason a proposed declaration is illegal, with the rule it breaks. */
public sealed interface Violation {

    /** Human-readable explanation. */
    String description();

    /** Rule citation, e.g. "500.3 / 509.1b". */
    String rule();

    /** A creature was given an option it can't have at all: a target it can't be declared against, or too many targets. */
    record ImpossibleOption(int creature, long option, String description, String rule) implements Violation {
    }

    /** Restriction number {@code index} of the problem isn't followed (500.4, first sentence). */
    record BrokenRestriction(int index, Restriction restriction, String description, String rule)
            implements Violation {
    }

    /**
     * Requirement number {@code index} isn't obeyed although it could have been (500.4 / 508.1d / 509.1c):
     * {@code obeyed} requirements are obeyed by the proposal, {@code achievable} by a better alternative
     * that also obeys this one.
     */
    record ConflictingRequirement(int index, Requirement requirement, int obeyed, int achievable,
                                  String description, String rule) implements Violation {
    }
}
