package dev.arbiter.engine.combat.legality;

import java.util.Arrays;

/** A proposed declaration: one target mask per creature (0 = creature not declared). Immutable value. */
public final class Declaration {
    private final long[] options;

    private Declaration(long[] options) {
        this.options = options;
    }

    /** A declaration from one target mask per creature (the array is copied). */
    public static Declaration of(long... options) {
        return new Declaration(options.clone());
    }

    /** Nobody declared. */
    public static Declaration none(int creatureCount) {
        return new Declaration(new long[creatureCount]);
    }

    public int creatureCount() {
        return options.length;
    }

    /** Target mask of creature c (0 if it isn't declared). */
    public long option(int creature) {
        return options[creature];
    }

    public boolean isDeclared(int creature) {
        return options[creature] != 0;
    }

    /** A copy of all options. */
    public long[] options() {
        return options.clone();
    }

    /** The backing array, for the solver only: never mutate. */
    long[] unsafeOptions() {
        return options;
    }

    /** A copy with creature c given {@code option}. */
    public Declaration with(int creature, long option) {
        long[] copy = options.clone();
        copy[creature] = option;
        return new Declaration(copy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Declaration d && Arrays.equals(options, d.options);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(options);
    }

    /** E.g. {@code {0->[1], 2->[0,3]}}: declared creatures and their targets. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (int c = 0; c < options.length; c++) {
            if (options[c] == 0) {
                continue;
            }
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append(c).append("->").append(targets(options[c]));
        }
        return sb.append('}').toString();
    }

    /** E.g. {@code [0,3]} for mask 0b1001. */
    static String targets(long mask) {
        StringBuilder sb = new StringBuilder("[");
        long m = mask;
        while (m != 0) {
            sb.append(Long.numberOfTrailingZeros(m));
            m &= m - 1;
            if (m != 0) {
                sb.append(',');
            }
        }
        return sb.append(']').toString();
    }
}
