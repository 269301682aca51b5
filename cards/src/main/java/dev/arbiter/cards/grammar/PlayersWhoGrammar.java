package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Players narrowed by what they control (101.4, 102.3):
 * <pre>
 * who := ("each player" | "each opponent") ("who controls" | "who doesn't control" | "who does not control") ("a" | "an") noun
 * </pre>
 */
final class PlayersWhoGrammar {
    private PlayersWhoGrammar() {
    }

    /** After "each player" / "each opponent" ({@code each}): the narrowed players, or {@code each} (cursor unchanged). */
    static PlayerRef who(Cursor c, PlayerRef each) {
        int m = c.mark();
        boolean controls;
        if (c.accept("who controls")) controls = true;
        else if (c.accept("who doesn't control") || c.accept("who does not control")) controls = false;
        else return each;
        if (c.acceptAny("a", "an") == null) {
            c.reset(m);
            return each;
        }
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return each;
        }
        if (noun.plural() || noun.controller() != null) {
            c.reset(m);
            return each;
        }
        return new PlayerRef.EachWhoControls(each instanceof PlayerRef.EachOpponent, noun, controls);
    }
}
