package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Searching another player's library (701.23, 701.20), two sentences:
 * <pre>
 * sentences := "search" whose "library for" ["up to"] count noun
 *              ("and exile" them | "and put" them "into that player's graveyard"
 *               | "and put that card onto the battlefield under your control") "." "then that player shuffles"
 * whose     := "target player's" | "target opponent's"
 * them      := "it" | "them"
 * </pre>
 * The sentences' final "." is left to the caller.
 */
final class OthersLibraryGrammar {

    private OthersLibraryGrammar() {
    }

    /** The two sentences at the cursor, or null (cursor unchanged). */
    static EffectNode sentences(Cursor c) {
        return c.attempt(OthersLibraryGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("search")) return null;
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (!(whose instanceof PlayerRef.Targeted) || !c.accept("library for")) return null;
        boolean upTo = c.accept("up to");
        AmountNode n = ReferenceGrammar.count(c);
        Noun noun = NounGrammar.noun(c);
        if (!(n instanceof AmountNode.Fixed f) || !noun.hasHead("card") || noun.zone() != null) return null;
        boolean exile;
        boolean battlefield = false;
        if (f.value() == 1 && !upTo && c.accept("and put that card onto the battlefield under your control")) { // 110.2a
            exile = false;
            battlefield = true;
        } else if (c.accept("and exile them") || c.accept("and exile it")) {
            exile = true;
        } else if (c.accept("and put them into that player's graveyard") || c.accept("and put it into that player's graveyard")) {
            exile = false;
        } else {
            return null;
        }
        if (!c.accept(". then that player shuffles") && !c.accept(". then the player shuffles")) return null;
        return new EffectNode.SearchOthersLibrary(whose, noun, f.value(), upTo, exile, battlefield);
    }
}
