package dev.arbiter.engine.ability;

/** One use of the word "target" (115.1): a filter and how many objects or players it takes. */
public record TargetSpec(TargetFilter filter, int min, int max, String text, boolean distinct) {
    /** {@code distinct}: "another target" / "a third target" after other targets of the same text (115.3). */
    public TargetSpec(TargetFilter filter, int min, int max, String text) {
        this(filter, min, max, text, false);
    }

    public static TargetSpec one(TargetFilter filter, String text) {
        return new TargetSpec(filter, 1, 1, text);
    }
}
