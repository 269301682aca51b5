package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * The top card of the library cast (or played) as the effect resolves (608.2g, 118.9, 305.2a):
 * <pre>
 * top-cast := ["you may"] ("reveal" | "look at") "the top card of your library" "."
 *             "you may" ("cast" | "play") ("it" | "that card") ["without paying its mana cost"]
 *             ["if it's" ("a" | "an") noun]
 *             ["." "if you don't" ["cast it" | "play it"] "," ("exile it" | "put it into your hand")]
 * </pre>
 * The cursor stops before the last "."; null (cursor unchanged) for anything else.
 */
final class TopCardCastGrammar {
    private TopCardCastGrammar() {
    }

    static EffectNode sentences(Cursor c) {
        return c.attempt(TopCardCastGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        c.accept("you may"); // 401.4: looking at it is information only, optional or not
        String verb = c.acceptAny("reveal", "look at");
        if (verb == null || !c.accept("the top card of your library . you may")) return null;
        String act = c.acceptAny("cast", "play");
        if (act == null || c.acceptAny("it", "that card") == null) return null;
        boolean free = c.accept("without paying its mana cost");
        Noun only = null;
        if (c.accept("if it's")) {
            if (c.acceptAny("a", "an") == null) return null;
            try {
                only = NounGrammar.noun(c);
            } catch (ParseFailure f) {
                return null;
            }
        }
        String otherwise = null;
        if (c.accept(". if you don't")) {
            c.accept(act + " it");
            if (!c.accept(",")) return null;
            otherwise = c.accept("exile it") ? "exile" : c.accept("put it into your hand") ? "hand" : null;
            if (otherwise == null) return null;
        }
        if (!c.at(".") && !c.atEnd()) return null;
        return new EffectNode.TopCardMayCast(verb.equals("reveal"), act.equals("play"), free, only, otherwise);
    }
}
