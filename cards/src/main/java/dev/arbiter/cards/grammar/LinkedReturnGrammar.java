package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * The return of cards another ability of the same object exiled (607.2a, linked abilities):
 * <pre>
 * linked-return := "return" exiled "to" place
 * exiled        := "the exiled card" | "the exiled cards" | ("each" | "all") [noun] ("card" | "cards") "exiled with" ("~" | "it")
 * place         := ("its" | "their") ("owner's" | "owners'") ("hand" | "hands" | "graveyard" | "graveyards")
 *                | "the battlefield" ["tapped"] ["under" ("its owner's" | "their owner's" | "their owners'" | "your") "control"]
 * player-return := "each player returns to their hand" ("all" | "each") [noun] "cards they own exiled with" ("~" | "it")
 * </pre>
 * and the return of cards of the controller's graveyard chosen as it resolves ("return a creature card from your
 * graveyard to your hand", 608.2d). Which ability exiled them is settled once the card's abilities are all compiled ({@code compile/LinkedExileLowering}).
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class LinkedReturnGrammar {

    private LinkedReturnGrammar() {
    }

    /** At "return": the linked return, or null (cursor unchanged). */
    static EffectNode verb(Cursor c) {
        EffectNode chosen = c.at("return") ? c.attempt(LinkedReturnGrammar::fromGraveyard) : null; // 608.2d
        if (chosen != null) return chosen;
        if (!c.at("return the exiled card") && !c.at("return the exiled cards") && !c.at("return each") && !c.at("return all")) return null;
        return c.attempt(LinkedReturnGrammar::verb0);
    }

    /**
     * "each player returns to their hand all [noun] cards they own exiled with ~" (607.2a, 400.3): each card exiled with
     * ~ goes to its owner's hand, the same as "return all cards exiled with ~ to their owners' hands"; or null.
     */
    static EffectNode playerVerb(Cursor c, dev.arbiter.cards.grammar.ast.PlayerRef who, boolean third) {
        if (!third || !(who instanceof dev.arbiter.cards.grammar.ast.PlayerRef.EachPlayer) || !c.at("returns to their hand")) {
            return null;
        }
        return c.attempt(c2 -> {
            c2.expect("returns to their hand");
            if (c2.acceptAny("all", "each") == null) return null;
            Noun noun = null;
            if (!c2.accept("cards")) {
                noun = NounGrammar.noun(c2);
                if (!noun.hasHead("card") || !noun.plural() || noun.zone() != null || noun.controller() != null
                        || !noun.with().isEmpty()) {
                    return null;
                }
            }
            if (!c2.accept("they own exiled with") || c2.acceptAny("~", "it") == null) return null;
            return new EffectNode.ReturnExiledWith(noun, "hand", false, false);
        });
    }

    private static EffectNode verb0(Cursor c) {
        c.expect("return");
        Noun noun = null;
        String exiled = c.acceptAny("the exiled cards", "the exiled card");
        boolean theExiled = exiled != null;
        if (!theExiled) {
            if (c.acceptAny("each", "all") == null) return null;
            if (!c.at("card") && !c.at("cards")) {
                noun = NounGrammar.noun(c);
                if (!noun.hasHead("card") || noun.zone() != null || noun.controller() != null || !noun.with().isEmpty()) return null;
            } else {
                c.next();
            }
            if (!c.accept("exiled with") || c.acceptAny("~", "it") == null) return null;
        }
        if (!c.accept("to")) return null;
        if (c.accept("the battlefield")) {
            boolean tapped = c.accept("tapped"); // 110.5b
            boolean yours = false;
            boolean owners = false;
            if (c.accept("under")) {
                yours = c.accept("your");
                String whose = yours ? null : c.acceptAny("its owner's", "their owner's", "their owners'");
                if (!yours && whose == null) return null;
                owners = theExiled && (exiled.endsWith("cards") ? "their owners'".equals(whose) : "its owner's".equals(whose));
                if (!c.accept("control")) return null;
            }
            tapped |= c.accept("tapped");
            // the older pair's own words (Worldgorger Dragon: "return the exiled cards to the battlefield under their owners'
            // control") stay with compile/ZoneClauses and LinkedExileLowering
            if (theExiled && owners && !tapped && (c.atEnd() || c.at("."))) return null;
            return new EffectNode.ReturnExiledWith(noun, "battlefield", tapped, yours);
        }
        if (c.acceptAny("its owner's", "their owner's", "their owners'") == null) return null; // 400.3
        String zone = c.acceptAny("hand", "hands", "graveyard", "graveyards");
        if (zone == null) return null;
        return new EffectNode.ReturnExiledWith(noun, zone.startsWith("hand") ? "hand" : "graveyard", false, false);
    }

    /**
     * "return" ["up to"] COUNT noun ["from your graveyard"] "to" ("your hand" | "the battlefield" ["tapped"]): cards of
     * the controller's graveyard chosen as the effect resolves (608.2d), not targets.
     */
    private static EffectNode fromGraveyard(Cursor c) {
        c.expect("return");
        boolean upTo = c.accept("up to");
        dev.arbiter.cards.grammar.ast.AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 1) return null;
        Noun noun = upTo && f.value() == 1 ? firstOfPair(c) : null;
        if (noun == null) noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.controller() != null) return null;
        Noun second = null; // "up to one creature card and up to one land card from your graveyard": each chosen apart
        if (upTo && f.value() == 1 && noun.zone() == null && c.accept("and up to one")) {
            second = NounGrammar.noun(c);
            if (!second.hasHead("card") || second.controller() != null) return null;
            if (second.zone() != null && !second.zone().equals("your graveyard")) return null;
            if (second.zone() == null && !c.accept("from your graveyard")) return null;
            second = new Noun(second.adjectives(), second.heads(), second.subtypeModifiers(), null, second.with(), second.plural(), null);
        } else if (noun.zone() == null && !c.accept("from your graveyard")) {
            return null;
        }
        if (noun.zone() != null && !noun.zone().equals("your graveyard")) return null;
        if (!c.accept("to")) return null;
        Noun bare = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), null, noun.with(), noun.plural(), null);
        if (second != null) {
            if (!c.accept("your hand")) return null;
            return new EffectNode.Sequence(java.util.List.of(new EffectNode.ReturnChosenFromGraveyard(n, true, bare, false, false),
                    new EffectNode.ReturnChosenFromGraveyard(n, true, second, false, false)));
        }
        if (c.accept("your hand")) return new EffectNode.ReturnChosenFromGraveyard(n, upTo, bare, false, false);
        if (!c.accept("the battlefield")) return null;
        boolean tapped = c.accept("tapped"); // 110.5b
        return new EffectNode.ReturnChosenFromGraveyard(n, upTo, bare, true, tapped);
    }

    /** The noun before "and up to one" in the same sentence, read alone (the cursor after it); null (cursor unchanged) if none. */
    private static Noun firstOfPair(Cursor c) {
        int start = c.mark();
        while (!c.atEnd() && !c.at(".") && !c.at("and up to one")) c.next();
        if (!c.at("and up to one") || c.mark() == start) {
            c.reset(start);
            return null;
        }
        int end = c.mark();
        Cursor sub = new Cursor(c.tokens(start, end));
        try {
            Noun n = NounGrammar.noun(sub);
            if (sub.atEnd()) return n;
        } catch (ParseFailure e) {
            // not a noun alone
        }
        c.reset(start);
        return null;
    }
}
