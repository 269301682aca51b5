package dev.arbiter.engine.ability;

/**
 * Dredge N (702.52): "If you would draw a card, you may mill N cards instead. If you do, return
 * this card from your graveyard to your hand." It works while the card is in its owner's
 * graveyard, and only with at least N cards in the library (702.52b).
 */
public record Dredge(int count) implements Ability {
    public String text() {
        return "Dredge " + count;
    }
}
