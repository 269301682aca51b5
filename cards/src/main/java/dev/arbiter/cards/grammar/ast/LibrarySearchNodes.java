package dev.arbiter.cards.grammar.ast;

/** Library searches beyond one kind and one destination (701.23, 701.20). */
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
}
