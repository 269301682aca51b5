package dev.arbiter.engine.ability;

/** One use of the word "target" (115.1): a filter and how many objects or players it takes. */
public record TargetSpec(TargetFilter filter, int min, int max, String text) {
    public static TargetSpec one(TargetFilter filter, String text) {
        return new TargetSpec(filter, 1, 1, text);
    }
}
