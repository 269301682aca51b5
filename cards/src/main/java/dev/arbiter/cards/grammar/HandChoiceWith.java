package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;

/**
 * "You choose a nonland card from it with mana value 3 or less." (701.8a, 202.3): a quality written after "from it",
 * one more "with" clause of the card chosen from a hand.
 */
final class HandChoiceWith {
    private HandChoiceWith() {
    }

    /** {@code noun} with the "with" clause that follows, if one does (cursor after it); else {@code noun}. */
    static Noun after(Cursor c, Noun noun) {
        if (!c.at("with") && !c.at("without")) return noun;
        int m = c.mark();
        Noun.With w = NounQualityGrammar.with(c);
        if (w == null) {
            c.reset(m);
            return noun;
        }
        List<Noun.With> with = new ArrayList<>(noun.with());
        with.add(w);
        return new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), noun.controller(), with, noun.plural(), noun.zone());
    }
}
