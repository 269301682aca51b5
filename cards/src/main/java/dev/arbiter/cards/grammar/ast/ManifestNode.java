package dev.arbiter.cards.grammar.ast;

/**
 * "[player] manifest(s) the top [N] card(s) of [their] library [, then put N +1/+1 counters on it]" (701.34a):
 * {@code count} cards of {@code who}'s own library, each with {@code plusOneCounters} +1/+1 counters after; {@code fromHand}:
 * "manifest a card from your hand" instead.
 */
public record ManifestNode(PlayerRef who, AmountNode count, int plusOneCounters, boolean fromHand) implements EffectNode {
}
