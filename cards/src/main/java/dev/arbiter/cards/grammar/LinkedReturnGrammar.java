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
 * </pre>
 * Which ability exiled them is settled once the card's abilities are all compiled ({@code compile/LinkedExileLowering}).
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class LinkedReturnGrammar {

    private LinkedReturnGrammar() {
    }

    /** At "return": the linked return, or null (cursor unchanged). */
    static EffectNode verb(Cursor c) {
        if (!c.at("return the exiled card") && !c.at("return the exiled cards") && !c.at("return each") && !c.at("return all")) return null;
        return c.attempt(LinkedReturnGrammar::verb0);
    }

    private static EffectNode verb0(Cursor c) {
        c.expect("return");
        Noun noun = null;
        if (c.acceptAny("the exiled cards", "the exiled card") == null) {
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
            if (c.accept("under")) {
                yours = c.accept("your");
                if (!yours && c.acceptAny("its owner's", "their owner's", "their owners'") == null) return null;
                if (!c.accept("control")) return null;
            }
            tapped |= c.accept("tapped");
            return new EffectNode.ReturnExiledWith(noun, "battlefield", tapped, yours);
        }
        if (c.acceptAny("its owner's", "their owner's", "their owners'") == null) return null; // 400.3
        String zone = c.acceptAny("hand", "hands", "graveyard", "graveyards");
        if (zone == null) return null;
        return new EffectNode.ReturnExiledWith(noun, zone.startsWith("hand") ? "hand" : "graveyard", false, false);
    }
}
