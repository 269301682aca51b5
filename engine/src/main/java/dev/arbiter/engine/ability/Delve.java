package dev.arbiter.engine.ability;

/**
 * Delve (702.66a): a static ability that functions while the spell is on the stack. As its total
 * cost is paid, each card its caster exiles from their graveyard pays for {1}.
 */
public record Delve() implements Ability {
    public String text() {
        return "Delve";
    }
}
