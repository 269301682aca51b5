package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A player exiling cards of their own choosing (406.1):
 * <pre>
 * player-exiles := "exiles" (count | "all") noun "from their" ("hand" | "graveyard")
 * </pre>
 * ("Target player exiles a card from their hand.", "Each player exiles two cards from their hand.", "Target player exiles
 * all land cards from their graveyard."). Cards exiled face down are not read here.
 */
final class PlayerExileGrammar {

    private PlayerExileGrammar() {
    }

    /** The verb phrase after a third-person player, or null (nothing consumed). */
    static EffectNode verb(Cursor c, PlayerRef who) {
        int m = c.mark();
        if (!c.accept("exiles")) return null;
        boolean all = c.accept("all");
        AmountNode n = all ? null : ReferenceGrammar.count(c);
        if (!all && (n == null || n instanceof AmountNode.ThatMuch)) {
            c.reset(m);
            return null;
        }
        Noun noun = NounGrammar.nounOrReset(c, m);
        if (noun == null) return null;
        if (!noun.hasHead("card") || noun.zone() != null || !c.accept("from their")) {
            c.reset(m);
            return null;
        }
        String zone = c.acceptAny("hand", "graveyard");
        if (zone == null || c.at("face down") || all && zone.equals("hand")) { // "all cards from their hand": not read
            c.reset(m);
            return null;
        }
        return new EffectNode.PlayerExiles(who, n, noun, zone.equals("hand"));
    }
}
