package dev.arbiter.cards.grammar.ast;

/**
 * "Search your library[, graveyard][, hand], and/or [zone] for [a card named NAME | a noun card] [, reveal it,] and put it
 * [into your hand | onto the battlefield]. If you search your library this way, shuffle." (701.19, 701.20): the zones
 * besides the library ({@code graveyard}, {@code hand}), what is searched for ({@code name} non-null for a card named so,
 * else {@code noun}), and where it goes ({@code battlefield}, else the hand).
 */
public record ZoneListSearchNode(Noun noun, String name, boolean graveyard, boolean hand, boolean battlefield)
        implements EffectNode {
}
