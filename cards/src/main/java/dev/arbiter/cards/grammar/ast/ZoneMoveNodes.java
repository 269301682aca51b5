package dev.arbiter.cards.grammar.ast;

/**
 * Moves of whole zones to exile and of cards to the top or bottom of libraries (401.4, 406.2). The records are named
 * {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode} extends).
 */
public interface ZoneMoveNodes {

    /** "exile all cards from target player's hand and graveyard", "... from your library" (406.2): each zone named, at once. */
    record ExileZonesOf(PlayerRef whose, boolean hand, boolean graveyard, boolean library) implements EffectNode {
    }

    /** "target opponent puts a card from their hand on top of their library" (401.4): each player chooses their own. */
    record OwnHandCardsOnTop(PlayerRef who, int count) implements EffectNode {
    }

    /** "the owner of target nonland permanent puts it on the top or bottom of their library" (401.4): the owner chooses. */
    record OwnerPutsTopOrBottom(ObjectRef object) implements EffectNode {
    }

    /** "Exile ... . For each creature card exiled this way, [then]" (406, 608.2c): the exile, then what counts it. */
    record CountExiled(EffectNode exile, EffectNode then) implements EffectNode {
    }

    /** "search your library for a card with mana value less than or equal to [amount], ..." (701.23, 202.3). */
    record SearchManaValueAtMost(LibraryAndHandNodes.Search search, AmountNode manaValue) implements EffectNode {
    }
}
