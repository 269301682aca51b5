package dev.arbiter.engine.ability;

/** "Protection from [quality]" (seed 502.7). */
public record Protection(Quality quality) implements Ability {
    public String text() {
        return "Protection from " + quality.text();
    }
}
