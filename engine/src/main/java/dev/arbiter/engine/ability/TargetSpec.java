package dev.arbiter.engine.ability;

/**
 * One use of the word "target" (115.1): a filter and how many objects or players it takes. A bound equal to
 * {@link #X} is the X announced for the spell or ability ("Destroy X target artifacts", "up to X target creatures",
 * 601.2b before 601.2c), made a number by {@link #withX} as the targets are chosen.
 */
public record TargetSpec(TargetFilter filter, int min, int max, String text, boolean distinct) {
    /** A bound that is the announced X (107.3, 601.2c). */
    public static final int X = -1;

    /** {@code distinct}: "another target" / "a third target" after other targets of the same text (115.3). */
    public TargetSpec(TargetFilter filter, int min, int max, String text) {
        this(filter, min, max, text, false);
    }

    public static TargetSpec one(TargetFilter filter, String text) {
        return new TargetSpec(filter, 1, 1, text);
    }

    /** Whether the number of targets is the announced X ("X target", "up to X target"). */
    public boolean countIsX() {
        return max == X;
    }

    /** Whether exactly X targets are required ("X target", not "up to X target"). */
    public boolean exactlyX() {
        return min == X;
    }

    /** This requirement with the announced X as its bounds (601.2c); itself when its bounds are numbers. */
    public TargetSpec withX(int x) {
        if (!countIsX()) return this;
        return new TargetSpec(filter, min == X ? x : min, x, text, distinct);
    }
}
