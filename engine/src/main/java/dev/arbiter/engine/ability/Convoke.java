package dev.arbiter.engine.ability;

/**
 * Convoke (702.51a): a static ability that functions while the spell is on the stack. As its
 * total cost is paid, each untapped creature its caster taps pays for {1} or for one mana of that
 * creature's colour.
 */
public record Convoke() implements Ability {
    public String text() {
        return "Convoke";
    }
}
