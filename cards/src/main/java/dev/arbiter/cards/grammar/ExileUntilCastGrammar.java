package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExileUntilCastNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Exiling cards from the top of a library until one of a kind, which the controller may cast free (406, 608.2g, 118.9),
 * read through its third sentence up to its ".":
 * <pre>
 * exile-until := [player] ("exile" | "exiles") "cards from the top of" own "library until" ("you" | "they") "exile"
 *                ("a" | "an") card-noun "." "you may cast that card without paying its mana cost ."
 *                "then" ("put" | [player-again] "puts") "the exiled cards that weren't cast this way on the bottom of"
 *                ("that library" | own "library") "in a random order"
 * own         := "your" after "you", "their" after another player
 * </pre>
 */
final class ExileUntilCastGrammar {
    private ExileUntilCastGrammar() {
    }

    /** The sentences, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        return c.attempt(ExileUntilCastGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        PlayerRef who = new PlayerRef.You();
        if (!c.accept("exile")) {
            if (!c.at("target") && !c.at("that player") && !c.at("each") && !c.at("defending player")) return null;
            who = c.attempt(ReferenceGrammar::player);
            if (who == null || who instanceof PlayerRef.You || !c.accept("exiles")) return null;
        }
        boolean you = who instanceof PlayerRef.You;
        String own = you ? "your" : "their";
        if (!c.accept("cards from the top of " + own + " library until " + (you ? "you" : "they") + " exile")
                || c.acceptAny("a", "an") == null) return null;
        Noun noun = c.attempt(NounGrammar::noun);
        if (noun == null || noun.plural() || !noun.hasHead("card") || noun.zone() != null || noun.controller() != null) return null;
        if (!c.accept(". you may cast that card without paying its mana cost . then")) return null;
        if (!c.accept("put")) {
            if (!you) c.acceptAny("that player", "the player", "they");
            if (!c.accept("puts")) return null;
        }
        if (!c.accept("the exiled cards that weren't cast this way on the bottom of")
                || c.acceptAny("that library", own + " library") == null || !c.accept("in a random order")) return null;
        return new ExileUntilCastNode(who, noun);
    }
}
