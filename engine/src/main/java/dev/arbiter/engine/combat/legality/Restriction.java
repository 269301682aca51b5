package dev.arbiter.engine.combat.legality;

/**
 * A restriction (500.1; 508.1c / 509.1b): an effect saying a creature can't attack or block, or can't
 * unless some condition is met. Sealed so the solver can propagate on each shape. Creature and target
 * numbers are indices into the {@link DeclarationProblem}.
 */
public sealed interface Restriction {

    /** True iff the restriction is followed by the given options (one target mask per creature). */
    boolean isFollowedBy(long[] options);

    /** Human-readable text, e.g. "creature 2 can't block alone". */
    String describe(DeclarationKind kind);

    /** Rule citation (500.2 / 508.1c for attacks, 500.3 / 509.1b for blocks). */
    default String rule(DeclarationKind kind) {
        return kind.restrictionRule();
    }

    /** Creature c can't attack / can't block. */
    record CannotDeclare(int creature) implements Restriction {
        public CannotDeclare {
            LegalityPreconditions.index(creature, "creature");
        }

        @Override public boolean isFollowedBy(long[] options) {
            return options[creature] == 0;
        }

        @Override public String describe(DeclarationKind kind) {
            return "creature " + creature + " can't " + kind.verb();
        }
    }

    /** Creature c can't attack / block target t, for the given reason (e.g. "flying, 502.4b"). */
    record CannotTarget(int creature, int target, String reason) implements Restriction {
        public CannotTarget {
            LegalityPreconditions.index(creature, "creature");
            LegalityPreconditions.target(target);
            reason = reason == null ? "" : reason;
        }

        @Override public boolean isFollowedBy(long[] options) {
            return (options[creature] & (1L << target)) == 0;
        }

        @Override public String describe(DeclarationKind kind) {
            String text = "creature " + creature + " can't " + kind.verb() + " target " + target;
            return reason.isEmpty() ? text : text + " (" + reason + ")";
        }
    }

    /**
     * Creature c can't attack / block alone: if c is declared, at least {@code others} other creatures are declared
     * too (1: "can't attack alone"; 508.1c: "can't attack unless at least two other creatures attack").
     */
    record NotAlone(int creature, int others) implements Restriction {
        public NotAlone {
            LegalityPreconditions.index(creature, "creature");
            if (others < 1) throw new IllegalArgumentException("others must be at least 1: " + others);
        }

        public NotAlone(int creature) {
            this(creature, 1);
        }

        @Override public boolean isFollowedBy(long[] options) {
            if (options[creature] == 0) {
                return true;
            }
            int with = 0;
            for (int c = 0; c < options.length; c++) {
                if (c != creature && options[c] != 0) {
                    with++;
                }
            }
            return with >= others;
        }

        @Override public String describe(DeclarationKind kind) {
            return "creature " + creature + " can't " + kind.verb() + (others == 1 ? " alone"
                    : " unless at least " + others + " other creatures " + kind.verb());
        }
    }

    /** No more than k creatures can attack / block. */
    record MaxDeclared(int max) implements Restriction {
        public MaxDeclared {
            LegalityPreconditions.index(max, "max");
        }

        @Override public boolean isFollowedBy(long[] options) {
            int declared = 0;
            for (long option : options) {
                if (option != 0) {
                    declared++;
                }
            }
            return declared <= max;
        }

        @Override public String describe(DeclarationKind kind) {
            return "no more than " + max + " creature(s) can " + kind.verb();
        }
    }

    /** Target t can't be blocked (attacked) except by k or more creatures (menace: k = 2). */
    record MinBlockers(int target, int min) implements Restriction {
        public MinBlockers {
            LegalityPreconditions.target(target);
            LegalityPreconditions.index(min, "min");
        }

        @Override public boolean isFollowedBy(long[] options) {
            int n = LegalityPreconditions.countContaining(options, target);
            return n == 0 || n >= min;
        }

        @Override public String describe(DeclarationKind kind) {
            return "target " + target + " can't be " + kind.verb() + "ed except by " + min + " or more creatures";
        }
    }

    /** Target t can't be blocked (attacked) by more than k creatures. */
    record MaxBlockers(int target, int max) implements Restriction {
        public MaxBlockers {
            LegalityPreconditions.target(target);
            LegalityPreconditions.index(max, "max");
        }

        @Override public boolean isFollowedBy(long[] options) {
            return LegalityPreconditions.countContaining(options, target) <= max;
        }

        @Override public String describe(DeclarationKind kind) {
            return "target " + target + " can't be " + kind.verb() + "ed by more than " + max + " creature(s)";
        }
    }
}
