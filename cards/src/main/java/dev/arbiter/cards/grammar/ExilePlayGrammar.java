package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Cards exiled from the top of the library with a permission to play them (406, 601.2a, 305.1), two sentences
 * that only make sense together:
 * <pre>
 * exile-play := "exile the top" [count | "X"] ("card" | "cards") "of your library"
 *               [("." | ", then") "choose one of them"] "."       (then "that card" / "it": the one chosen)
 *               [duration ","] "you may" ("play" | "cast") ("that card" | "it" | "those cards" | "them"
 *               | "cards exiled this way" | noun-spells "from among" ("them" | "those cards" | "the exiled cards"))
 *               [free] [duration] [free]
 *               (no duration after "play", or "for as long as (they remain | it remains) exiled": 611.2, the
 *               permission lasts as long as the cards stay exiled)
 * free       := "without paying its mana cost" | "without paying their mana costs"   (118.9)
 * duration   := "this turn" | "until end of turn" | "until the end of your next turn"
 *             | "until the beginning of your next upkeep" | "until your next upkeep" | "until your next turn"
 * one card only: "If it's a[n] [noun] card, you may ..." before, or "... if it's a[n] [noun] spell" after: only such a
 * card may be cast
 * </pre>
 * at most one duration; the cursor stops before the last ".". Null (cursor unchanged) for anything else.
 */
public final class ExilePlayGrammar {

    private ExilePlayGrammar() {
    }

    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        EffectNode n = read(c);
        if (n == null) c.reset(m);
        return n;
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("exile the top")) return null;
        AmountNode count = new AmountNode.Fixed(1);
        boolean one = true;
        if (!c.at("card")) {
            count = ReferenceGrammar.count(c); // "the top two cards", "the top X cards" (107.3)
            if (count == null || count instanceof AmountNode.Fixed f && f.value() < 2) return null;
            one = false;
        }
        if (!c.accept(one ? "card of your library" : "cards of your library")) return null;
        // "Exile the top two cards of your library[. | , then] choose one of them. You may play that card this turn."
        boolean chooseOne = !one && (c.accept(". choose one of them") || c.accept(", then choose one of them"));
        if (!c.accept(".")) return null;
        if (chooseOne) one = true; // "that card": the one chosen
        int before = duration(c);
        if (before >= 0 && !c.accept(",")) return null;
        Noun only = null; // 608.2c: "If it's a Goblin creature card, you may cast that card ..."
        if (before < 0 && one && c.at("if it's")) {
            only = itsA(c);
            if (only == null || !only.hasHead("card") || !c.accept(",")) return null;
        }
        if (!c.accept("you may")) return null;
        String verb = c.acceptAny("play", "cast");
        if (verb == null) return null;
        Noun spells = null;
        if (c.acceptAny(one ? new String[] {"that card", "it"}
                : new String[] {"those cards", "them", "cards exiled this way"}) == null) {
            if (one || !verb.equals("cast") || (spells = spellsFromAmong(c)) == null) return null;
        }
        boolean free = free(c, one && spells == null);
        int after = duration(c);
        // 611.2, 601.2a: no duration ("You may play them."): the permission lasts as long as the cards stay exiled
        if (after < 0 && before < 0 && c.acceptAny("for as long as they remain exiled", "for as long as it remains exiled") != null) after = 4;
        // "you may cast" with no duration is a cast during the resolution (608.2g), not this; "play" takes lands, never then
        boolean whileExiled = after < 0 && before < 0 && verb.equals("play") || after == 4;
        if (after < 0 && before < 0 && !whileExiled) return null;
        if (before >= 0 && after >= 0) return null; // one duration, before or after
        free = free || free(c, one && spells == null); // 118.9: "without paying its mana cost", before or after it
        if (only == null && spells == null && one && c.at("if it's")) { // "... you may cast it if it's an instant or sorcery spell"
            only = itsA(c);
            if (only == null || !only.hasHead("spell")) return null;
        }
        if (only != null) spells = only;
        if (!whileExiled && Math.max(before, after) >= 2) { // 611.2a: the permission lasts until the controller's next [upkeep | turn] begins
            return new EffectNode.UntilYourNextTurn(new EffectNode.ExileTopMayPlay(count, verb.equals("play"), false,
                    free, spells, chooseOne, false), Math.max(before, after) == 2);
        }
        return new EffectNode.ExileTopMayPlay(count, verb.equals("play"), Math.max(before, after) == 1, free, spells,
                chooseOne, whileExiled);
    }

    /**
     * "draw" count "cards and reveal them. you may cast one of them without paying its mana cost" (121.1, 701.16a,
     * 118.9): the cursor stops before the last "."; null (cursor unchanged) for anything else.
     */
    static EffectNode drawReveal(Cursor c) {
        int m = c.mark();
        if (c.accept("draw")) {
            AmountNode count = ReferenceGrammar.count(c);
            if (count != null && c.accept("cards and reveal them . you may cast one of them without paying its mana cost")) {
                return new EffectNode.DrawRevealMayCastOne(count);
            }
        }
        c.reset(m);
        return null;
    }

    /** "[noun] spells from among (them | those cards | the exiled cards)", the noun plural spells; else null. */
    private static Noun spellsFromAmong(Cursor c) {
        int m = c.mark();
        try {
            Noun n = NounGrammar.noun(c);
            if (n.plural() && n.hasHead("spell") && n.zone() == null && n.controller() == null
                    && c.accept("from among") && c.acceptAny("them", "those cards", "the exiled cards") != null) return n;
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }

    /** 118.9: "without paying its mana cost" (one card) / "without paying their mana costs" (several). */
    private static boolean free(Cursor c, boolean one) {
        return c.accept(one ? "without paying its mana cost" : "without paying their mana costs");
    }

    /** "if it's" ("a" | "an") noun, or null (cursor unchanged). */
    private static Noun itsA(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("if it's") && c.acceptAny("a", "an") != null) {
                Noun n = NounGrammar.noun(c);
                if (!n.plural() && n.zone() == null && n.controller() == null) return n;
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }

    /** 0: this turn (until end of turn); 1: until the end of your next turn; 2: until your next upkeep; 3: until your next turn; -1: none here. */
    private static int duration(Cursor c) {
        if (c.accept("this turn") || c.accept("until end of turn")) return 0;
        if (c.accept("until the end of your next turn")) return 1;
        if (c.accept("until the beginning of your next upkeep") || c.accept("until your next upkeep")) return 2;
        if (c.accept("until your next turn")) return 3; // 611.2a
        return -1;
    }
}
