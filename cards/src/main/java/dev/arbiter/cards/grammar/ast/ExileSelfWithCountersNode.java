package dev.arbiter.cards.grammar.ast;

/** "exile ~ with N [kind] counters on it" (406.3, 122.1): the source itself, with counters in exile. */
public record ExileSelfWithCountersNode(String kind, AmountNode amount) implements EffectNode {
}
