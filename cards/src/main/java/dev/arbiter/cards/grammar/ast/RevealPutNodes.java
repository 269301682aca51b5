package dev.arbiter.cards.grammar.ast;

/** Revealed cards from the top of the library put onto the battlefield, the rest shuffled back (701.16, 701.20). */
public interface RevealPutNodes {

    /**
     * "Reveal the top N cards of your library. Put a [noun] card from among them onto the battlefield [with N [kind]
     * counter(s) on it]. [then: a sentence naming it]. Then shuffle." {@code counters} 0: none; {@code then} may be null.
     */
    record RevealPutThenShuffle(AmountNode amount, Noun noun, String counterKind, int counters, EffectNode then)
            implements EffectNode {
    }
}
