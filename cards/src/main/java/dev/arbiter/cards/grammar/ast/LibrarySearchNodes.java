package dev.arbiter.cards.grammar.ast;

/** Library searches beyond one kind and one destination (701.23, 701.20); the top card revealed and then named (701.16a). */
public interface LibrarySearchNodes {

    /**
     * "search your library for [a | up to N | any number of] KIND card(s) [(or | and/or) KIND card(s)]* [with different
     * names][, reveal it/them], (put it/them DESTINATION | exile it/them), then shuffle" / "..., then shuffle and put those
     * cards on top in any order" (701.23, 701.20). {@code count} {@code Integer.MAX_VALUE}: any number; {@code to} one of
     * "hand", "battlefield", "graveyard", "exile", "top", "one-battlefield-rest-hand".
     */
    record SearchAmong(java.util.List<Noun> kinds, int count, String to, boolean tapped, boolean reveal,
                       boolean differentNames) implements EffectNode {
        public SearchAmong {
            kinds = java.util.List.copyOf(kinds);
        }
    }

    /**
     * "Reveal the top card of your library [and put that card into your hand]. [then]" (701.16a, 608.2c): {@code then}
     * (null: none) names the revealed card only by its characteristics ("that card's mana value", "its mana value").
     */
    record RevealTopThen(PlayerRef who, boolean intoHand, EffectNode then) implements EffectNode {
    }

    /**
     * After "look at / reveal the top N cards of your library.": "You may reveal a creature card and/or a land card from
     * among them and put the revealed cards into your hand. Put the rest ..." (401.4, 701.16a): up to one of each kind.
     */
    record LookTakeEach(AmountNode amount, java.util.List<Noun> kinds, boolean restToGraveyard, boolean randomOrder)
            implements EffectNode {
        public LookTakeEach {
            kinds = java.util.List.copyOf(kinds);
        }
    }
}
