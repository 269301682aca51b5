package dev.arbiter.engine.ability;

/**
 * Ripple N's triggered ability (702.60a): "When you cast this spell, you may reveal the top N cards of your library, or,
 * if there are fewer than N cards in your library, you may reveal all the cards in your library. If you reveal cards
 * from your library this way, you may cast any of those cards with the same name as this spell without paying their
 * mana costs, then put all revealed cards not cast this way on the bottom of your library in any order." Resolved by
 * stack.Rippling (casting during a resolution).
 */
public record Ripple(int count) implements Effect {
}
