package dev.arbiter.engine.combat.legality;

/** Argument checks and tiny bit helpers shared by the value types. */
final class LegalityPreconditions {
    /** Target indices are bit positions in a {@code long}. */
    static final int MAX_TARGETS = 64;

    private LegalityPreconditions() {
    }

    static void index(int value, String name) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0: " + value);
        }
    }

    static void target(int target) {
        if (target < 0 || target >= MAX_TARGETS) {
            throw new IllegalArgumentException("target must be in 0..63: " + target);
        }
    }

    static int countContaining(long[] options, int target) {
        long bit = 1L << target;
        int n = 0;
        for (long option : options) {
            if ((option & bit) != 0) {
                n++;
            }
        }
        return n;
    }
}
