package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;

/**
 * Revealing cards from the top of a library until one of a kind (701.16), with where the card found and the others go:
 * <pre>
 * reveal-until := [player] ("reveal" | "reveals") "cards from the top of" own "library until" ("you" | "they")
 *                 "reveal" ("a" | "an") card-noun
 *                 ( ", then" ("put" | "puts") "those cards into" own "graveyard"
 *                 | "." [player-again] ("put" | "puts") "that card" found rest )
 * found        := "into" own "hand" | "onto the battlefield" | "into" own "graveyard"
 * rest         := ("and the rest" | "and all other cards revealed this way")
 *                    ("on the bottom of" own "library in a random order" | "into" own "graveyard")
 *               | ("and" | ", then") ("shuffle" | "shuffles") [("the rest" | "all other cards revealed this way") "into" own "library"]
 *               | "and exile" ("all other cards revealed this way" | "the rest")                      (406.2)
 * lead         := "exile the top" N "cards of your library , then" reveal-until                          (406.3)
 * counted      := reveal-until "." chain    the chain counts "the number of cards revealed this way" (608.2c)
 * own          := "your" after "you", "their" after another player
 * </pre>
 * Reads through the second sentence, up to its ".".
 */
final class RevealUntilGrammar {
    private RevealUntilGrammar() {
    }

    /** The sentences, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        if (c.at("exile the top")) return c.attempt(RevealUntilGrammar::afterExile);
        if (c.at("each player reveals the top card")) return EachRevealTopGrammar.sentences(c); // 701.16a: parley
        return c.attempt(RevealUntilGrammar::counted);
    }

    /** "Exile the top six cards of your library, then reveal cards ... until ..." (406.3, 701.16): the two in order. */
    private static EffectNode afterExile(Cursor c) {
        EffectNode exile = EffectGrammar.clause(c);
        if (!c.accept(", then") || !c.at("reveal cards from the top of your library until")) return null;
        EffectNode reveal = counted(c);
        return reveal == null ? null : new EffectNode.Sequence(List.of(exile, reveal));
    }

    /** The reveal, and a next sentence that counts the cards "revealed this way" if one comes (608.2c). */
    private static EffectNode counted(Cursor c) {
        EffectNode n = read(c);
        if (!(n instanceof EffectNode.RevealUntil ru)) return n;
        EffectNode then = c.attempt(k -> {
            if (!k.accept(".")) return null;
            EffectNode e = EffectGrammar.chain(k);
            return RecordTrees.contains(e, AmountNode.RevealedThisWay.class) ? e : null;
        });
        return then == null ? ru : new EffectNode.RevealUntil(ru.who(), ru.noun(), ru.found(), ru.rest(), then);
    }

    private static EffectNode read(Cursor c) {
        PlayerRef who = new PlayerRef.You();
        if (!c.accept("reveal")) {
            if (!c.at("its controller") && !c.at("target") && !c.at("that player") && !c.at("each")
                    && !c.at("defending player")) return null;
            who = c.attempt(ReferenceGrammar::player);
            if (who == null || who instanceof PlayerRef.You || !c.accept("reveals")) return null;
        }
        boolean you = who instanceof PlayerRef.You;
        String own = you ? "your" : "their";
        if (!c.accept("cards from the top of " + own + " library until " + (you ? "you" : "they") + " reveal")
                || c.acceptAny("a", "an") == null) return null;
        Noun noun = c.attempt(NounGrammar::noun);
        if (noun == null || noun.plural() || !noun.hasHead("card") || noun.zone() != null || noun.controller() != null) return null;
        String verb = you ? "put" : "puts";
        if (c.accept(", then " + verb + " those cards into " + own + " graveyard")) { // every card revealed
            return new EffectNode.RevealUntil(who, noun, "graveyard", "graveyard");
        }
        if (!c.accept(".")) return null;
        if (!you) {
            c.acceptAny("the player", "that player", "they");
        }
        if (!c.accept(verb + " that card")) return null;
        String found = c.accept("into " + own + " hand") ? "hand" : c.accept("onto the battlefield") ? "battlefield"
                : c.accept("into " + own + " graveyard") ? "graveyard" : null;
        if (found == null) return null;
        String rest = null;
        if (c.acceptAny("and exile all other cards revealed this way", "and exile the rest") != null) {
            rest = "exile"; // 406.2
        } else if (c.accept("and the rest") || c.accept("and all other cards revealed this way")) {
            rest = c.accept("on the bottom of " + own + " library in a random order") ? "bottom"
                    : c.accept("into " + own + " graveyard") ? "graveyard" : null;
        } else if (c.acceptAny("and", ", then") != null && c.accept(you ? "shuffle" : "shuffles")) {
            // "then shuffle": the others are still in the library, shuffled with it
            int m = c.mark();
            if (c.acceptAny("the rest", "all other cards revealed this way") == null || !c.accept("into " + own + " library")) c.reset(m);
            rest = "shuffle";
        }
        return rest == null ? null : new EffectNode.RevealUntil(who, noun, found, rest);
    }
}
