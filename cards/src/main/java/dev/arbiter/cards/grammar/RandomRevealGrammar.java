package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A card revealed at random from a hand, and what is then done with it (701.16, 608.2c):
 * <pre>
 * random-reveal := player "reveals a card at random from their hand" [then]
 * then          := ("." | ", then") (chain | verb-phrase)     the verb phrase's subject is the revealing player
 * </pre>
 * The "." that ends the last sentence is left to the caller. The follow-up names the card as "that card"
 * ("You gain life equal to that card's mana value.").
 */
final class RandomRevealGrammar {
    private RandomRevealGrammar() {
    }

    /** The sentences, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        return c.attempt(RandomRevealGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        PlayerRef who = ReferenceGrammar.player(c);
        if (c.accept("may") || !c.accept("reveals a card at random from their hand")) return null;
        if (c.at(".") && c.peek(1) == null) return new EffectNode.RevealAtRandom(who, null);
        if (c.accept(", then")) {
            // "target player reveals ..., then loses life equal to that card's mana value": the subject carries over
            PlayerRef same = who instanceof PlayerRef.Targeted ? new PlayerRef.That("they") : who;
            EffectNode then = c.attempt(k -> ClauseGrammar.verbPhrase(k, same, !(same instanceof PlayerRef.You)));
            return new EffectNode.RevealAtRandom(who, then != null ? then : EffectGrammar.chain(c));
        }
        if (!c.accept(".")) return null;
        return new EffectNode.RevealAtRandom(who, EffectGrammar.chain(c));
    }
}
