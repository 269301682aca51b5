package dev.arbiter.engine.ability;

/** Library searches beyond one kind and one destination (701.23, 701.20); the top card revealed and then named (701.16a). */
public interface LibrarySearchEffects {

    /**
     * Where the cards a search finds go (701.23): {@code TOP_ANY_ORDER} after the shuffle, on top in an order the searcher
     * chooses (701.20, 401.4); {@code ONE_BATTLEFIELD_REST_HAND} "put one onto the battlefield [tapped] and the other/rest
     * into your hand": the searcher chooses which one.
     */
    enum FoundTo { HAND, BATTLEFIELD, GRAVEYARD, EXILE, TOP_ANY_ORDER, ONE_BATTLEFIELD_REST_HAND }

    /**
     * "Search your library for [a | up to N | any number of] [kind] card(s) [or/and/or [kind] card(s)] [with different
     * names][, reveal it/them], [put it/them DESTINATION | exile them], then shuffle" (701.23, 701.20): each card found
     * matches one of {@code kinds}; {@code count} at most ({@link Integer#MAX_VALUE}: any number), a search for a stated
     * quality may find fewer (701.23b); {@code differentNames}: no two found cards share a name (201.2).
     */
    record SearchLibraryAmong(java.util.List<ObjectFilter> kinds, int count, FoundTo to, boolean tapped, boolean reveal,
                              boolean differentNames) implements Effect {
        public SearchLibraryAmong {
            kinds = java.util.List.copyOf(kinds);
        }
    }

    /**
     * "Reveal the top card of your library [and put that card into your hand]. [then]" (701.16a, 608.2c): {@code then}
     * names the revealed card as "that card" / "its" (its mana value, 202.3), given to it as the resolution's object; with
     * an empty library nothing is revealed and {@code then} does not happen.
     */
    record RevealTopCardThen(Who who, boolean intoHand, Effect then) implements Effect {
    }

    /**
     * "Look at (reveal) the top N cards of your library. You may reveal a creature card and/or a land card from among them
     * and put the revealed cards into your hand. Put the rest on the bottom of your library in any order / in a random
     * order / into your graveyard." (401.4, 701.16a): up to one card of each of {@code kinds}, each a different card.
     */
    record LookAtTopTakeEach(Amount amount, java.util.List<ObjectFilter> kinds, boolean restToGraveyard, boolean randomOrder)
            implements Effect {
        public LookAtTopTakeEach {
            kinds = java.util.List.copyOf(kinds);
        }
    }
}
