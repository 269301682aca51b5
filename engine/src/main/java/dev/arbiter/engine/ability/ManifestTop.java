package dev.arbiter.engine.ability;

/**
 * "[player] manifest(s) the top [N] card(s) of [their] library [, then put N +1/+1 counters on it]" (701.34a, 701.34e):
 * each player {@code who} names puts the top {@code count} cards of their own library onto the battlefield face down as
 * 2/2 creatures under their control, one at a time, each with {@code plusOneCounters} +1/+1 counters put on it after; each
 * may later be turned face up for its mana cost if it's a creature card (701.34b). {@code fromHand}: "manifest a card
 * from your hand" instead, a card of the player's choice.
 */
public record ManifestTop(Who who, Amount count, int plusOneCounters, boolean fromHand) implements Effect {
    /** No counters put on the manifested permanents. */
    public ManifestTop(Who who, Amount count) {
        this(who, count, 0, false);
    }
}
