package dev.arbiter.engine.ability;

/**
 * Rebound (702.88a): if this spell was cast from its caster's hand, as it resolves it is exiled
 * instead of put into the graveyard, and at the beginning of that player's next upkeep they may
 * cast it from exile without paying its mana cost.
 */
public record Rebound() implements Ability {
    public String text() {
        return "Rebound";
    }
}
