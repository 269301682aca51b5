package dev.arbiter.engine.ability;

/**
 * Improvise (702.126a): a static ability that functions while the spell is on the stack. As its
 * total cost is paid, each untapped artifact its caster taps pays for {1}.
 */
public record Improvise() implements Ability {
    public String text() {
        return "Improvise";
    }
}
