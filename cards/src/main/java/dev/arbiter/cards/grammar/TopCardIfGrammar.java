package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The top card of a library, moved by its kind (701.16, 401.4, 608.2c):
 * <pre>
 * top-card-if := [player] ("reveal" | "reveals" | "look at" | "looks at") "the top card of" own "library ."
 *                "if it's" ("a" | "an") card-noun "," put
 *                [ "." ("otherwise ," | "if" ("you" | "they") "don't put the card" place ",") put ]
 *              | ("reveal" | "look at") "the top card of your library . you may put" ("that card" | "it") place
 *                "if it's" ("a" | "an") card-noun [ ". otherwise ," put ]                       (608.2c)
 *              | ("reveal" | "look at") "the top card of your library . if it's" ("a" | "an") card-noun "," chain
 *                (a chain of effects that doesn't name the card: "it", "its", "that card", "the card")
 * put         := [player-again] ["may"] ["reveal it and"] ("put" | "puts") ("it" | "that card" | "the card") place
 * place       := "into" own "hand" | "onto the battlefield" ["tapped"] | "into" own "graveyard"
 *              | "on the bottom of" own "library"
 * own         := "your" after "you", "their" after another player
 * </pre>
 * Reads up to the "." of its last sentence.
 */
final class TopCardIfGrammar {
    private TopCardIfGrammar() {
    }

    /** The sentences, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        return c.attempt(TopCardIfGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        EffectNode shares = sharesCreatureType(c);
        if (shares != null) return shares;
        PlayerRef who = new PlayerRef.You();
        String verb = c.acceptAny("reveal", "look at");
        if (verb == null) {
            if (!c.at("that player") && !c.at("defending player") && !c.at("target") && !c.at("each")) return null;
            who = c.attempt(ReferenceGrammar::player);
            if (who == null || who instanceof PlayerRef.You) return null;
            verb = c.acceptAny("reveals", "looks at");
            if (verb == null) return null;
        }
        boolean you = who instanceof PlayerRef.You;
        String own = you ? "your" : "their";
        if (!c.accept("the top card of " + own + " library .")) return null;
        Noun noun;
        Put then;
        int at = c.mark();
        TrailingIf trailing = you ? trailingIf(c) : null; // 608.2c: "You may put that card [place] if it's a[n] [noun]"
        if (trailing != null) {
            noun = trailing.noun();
            then = trailing.put();
        } else {
            c.reset(at);
            if (!c.accept("if it's") || c.acceptAny("a", "an") == null) return null;
            noun = c.attempt(NounGrammar::noun);
            if (!cardNoun(noun) || !c.accept(",")) return null;
            int thenStart = c.mark();
            then = put(c, you, own);
            if (then == null) {
                c.reset(thenStart);
                return you ? otherEffect(c, verb.startsWith("reveal"), noun) : null;
            }
        }
        int beforeEnd = c.mark();
        if (c.accept(".")) {
            // 608.2c: after "You may put that card ... if it's ...", "Otherwise" is also what follows a declined "may"
            boolean ifNotMoved = trailing != null;
            boolean otherwise = c.accept("otherwise ,");
            if (!otherwise && c.accept("if " + (you ? "you" : "they") + " don't put the card")
                    && then.place.replace(" tapped", "").equals(place(c, own)) // "... onto the battlefield tapped. If you don't put the card onto the battlefield
                    && c.accept(",")) {
                otherwise = true;
                ifNotMoved = true;
            }
            Put other = otherwise ? put(c, you, own) : null;
            if (other != null) {
                return new EffectNode.TopCardIfKind(who, verb.startsWith("reveal"), noun, then.place, then.may, other.place,
                        other.may, ifNotMoved);
            }
            c.reset(beforeEnd);
        }
        return new EffectNode.TopCardIfKind(who, verb.startsWith("reveal"), noun, then.place, then.may, null, false, false);
    }

    /**
     * "you may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you
     * do, [effect]" (401.4, 701.16, 205.3m; kinship): the effect, if the controller chooses, only when the top card has a
     * creature type in common with the source. The effect doesn't name the card.
     */
    private static EffectNode sharesCreatureType(Cursor c) {
        if (!c.accept("you may look at the top card of your library . if it shares")
                || c.acceptAny("a creature type", "at least one creature type") == null
                || !c.accept("with ~ , you may reveal it . if you do ,")) return null;
        int from = c.mark();
        EffectNode then = c.attempt(EffectGrammar::chain);
        if (then == null || !c.at(".") || namesTheCard(c, from)) return null;
        return new EffectNode.IfTopCardSharesCreatureType(then);
    }

    /** Whether the tokens from {@code from} to the cursor name the top card ("it", "its", "that card", "the card"). */
    static boolean namesTheCard(Cursor c, int from) {
        String before = "";
        for (Token t : c.tokens(from, c.mark())) {
            String w = t.lower();
            if (w.equals("it") || w.equals("its") || w.equals("it's")) return true;
            if ((w.equals("card") || w.equals("cards")) && (before.equals("that") || before.equals("the") || before.equals("those"))) return true;
            before = w;
        }
        return false;
    }

    private record Put(String place, boolean may) {
    }

    private record TrailingIf(Noun noun, Put put) {
    }

    /** A card noun a top card can be judged by: one card, no zone, no controller. */
    private static boolean cardNoun(Noun noun) {
        return noun != null && !noun.plural() && noun.hasHead("card") && noun.zone() == null && noun.controller() == null;
    }

    /**
     * "you may put (that card | it) place if it's a[n] card-noun" (608.2c: the condition written after the act, as "If
     * it's a[n] card-noun, you may put it place"), or null.
     */
    private static TrailingIf trailingIf(Cursor c) {
        if (!c.accept("you may put") || c.acceptAny("that card", "it") == null) return null;
        String place = place(c, "your");
        if (place == null || !c.accept("if it's") || c.acceptAny("a", "an") == null) return null;
        Noun noun = c.attempt(NounGrammar::noun);
        return cardNoun(noun) ? new TrailingIf(noun, new Put(place, true)) : null;
    }

    private static Put put(Cursor c, boolean you, String own) {
        if (you) c.accept("you");
        else c.acceptAny("that player", "the player", "they");
        boolean may = c.accept("may");
        c.accept("reveal it and");
        if (!c.accept(you || may ? "put" : "puts") || c.acceptAny("it", "that card", "the card") == null) return null;
        String place = place(c, own);
        return place == null ? null : new Put(place, may);
    }

    private static String place(Cursor c, String own) {
        if (c.accept("into " + own + " hand")) return "hand";
        if (c.accept("onto the battlefield")) return c.accept("tapped") ? "battlefield tapped" : "battlefield";
        if (c.accept("into " + own + " graveyard")) return "graveyard";
        if (c.accept("on the bottom of " + own + " library")) return "bottom";
        return null;
    }

    /** 608.2c: "If it's a land card, ~ gets +2/+2 until end of turn." — any effect that doesn't name the card. */
    private static EffectNode otherEffect(Cursor c, boolean reveal, Noun noun) {
        int from = c.mark();
        EffectNode then = c.attempt(EffectGrammar::chain);
        if (then == null || !c.at(".") || namesTheCard(c, from)) return null;
        return new EffectNode.IfTopCardIs(reveal, noun, then);
    }
}
