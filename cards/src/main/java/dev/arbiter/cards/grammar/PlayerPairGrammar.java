package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Two players who each do the same thing (101.4, 608.2c):
 * <pre>
 * pair := "you and" player "each" verb-phrase     ("You and target opponent each draw a card", "you and that player
 *                                                  each create a Treasure token")
 * </pre>
 * The verb phrase is read once for each player, you first: the same instruction to both. A phrase naming a target
 * would name two targets, and one naming "that player" or "they" could mean either player, so such phrases are refused.
 */
final class PlayerPairGrammar {

    private PlayerPairGrammar() {
    }

    /** After the first player {@code first}: "and [player] each [verb phrase]", or null (cursor unchanged). */
    static EffectNode each(Cursor c, PlayerRef first) {
        int m = c.mark();
        if (!(first instanceof PlayerRef.You) || !c.accept("and")) return null;
        PlayerRef second;
        try {
            second = ReferenceGrammar.player(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        if (second instanceof PlayerRef.You || !c.accept("each")) {
            c.reset(m);
            return null;
        }
        int verb = c.mark();
        while (c.peek() != null && !c.peek().is(".")) { // the phrase to the sentence's end names no other object
            Token t = c.peek();
            boolean amount = t.is("that") && c.peek(1) != null && (c.peek(1).is("many") || c.peek(1).is("much"));
            if (t.is("target") || t.is("they") || t.is("their") || t.is("them") || t.is("those") || t.is("that") && !amount) {
                throw c.fail("a phrase naming nothing but the two players");
            }
            c.next();
        }
        c.reset(verb);
        EffectNode yours = ClauseGrammar.verbPhrase(c, first, false);
        int end = c.mark();
        c.reset(verb);
        EffectNode theirs = ClauseGrammar.verbPhrase(c, second, false);
        if (c.mark() != end) throw c.fail("the same phrase for both players");
        return new EffectNode.Sequence(List.of(yours, theirs));
    }
}
