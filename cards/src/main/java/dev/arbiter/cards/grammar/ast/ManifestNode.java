package dev.arbiter.cards.grammar.ast;

/** "[player] manifest(s) the top [N] card(s) of [their] library" (701.34a): {@code count} cards of {@code who}'s own library. */
public record ManifestNode(PlayerRef who, AmountNode count) implements EffectNode {
}
