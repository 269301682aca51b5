package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A list of one player's actions joined by commas (608.2c, in the order written):
 * <pre>
 * list := player-clause ("," verb-phrase)* ("," | ", and" | ", then") verb-phrase
 *         ("Target player mills two cards, draws two cards, and loses 2 life"; "You gain 2 life, draw two cards,
 *          then discard two cards")
 * </pre>
 * A bare comma joins only another verb of the same player; the last item's ", and" / ", then" is
 * {@link EffectGrammar}'s ordinary join with the subject carried over.
 */
final class PlayerListGrammar {

    private PlayerListGrammar() {
    }

    /** The player a player's verb names (draw, gain or lose life, discard, mill, scry), or null. */
    static PlayerRef playerOf(EffectNode n) {
        if (n instanceof EffectNode.Draw d) return d.who();
        if (n instanceof EffectNode.Life l) return l.who();
        if (n instanceof EffectNode.Discard d) return d.who();
        if (n instanceof EffectNode.DiscardUpTo d) return d.who();
        if (n instanceof EffectNode.Mill m) return m.who();
        if (n instanceof EffectNode.Scry s) return s.who();
        if (n instanceof EffectNode.DiscardHand d) return d.who(); // "Discard your hand, ante ..., then draw seven cards"
        if (n instanceof EffectNode.Ante a) return a.who(); // 407.4
        return null;
    }

    /** After {@code previous}: ", " and the same player's next verb, or null with the cursor unchanged. */
    static EffectNode next(Cursor c, EffectNode previous) {
        int m = c.mark();
        if (!c.accept(",")) return null;
        if (c.at("and") || c.at("then")) { // the list's last item: the ordinary joins
            c.reset(m);
            return null;
        }
        PlayerRef who = previous instanceof EffectNode.Sacrifice s ? s.who() : playerOf(previous);
        try {
            if (who instanceof PlayerRef.You) return ClauseGrammar.verbPhrase(c, who, false);
            PlayerRef carried = ZoneVerbGrammar.subjectOf(previous);
            if (carried != null) return ClauseGrammar.verbPhrase(c, carried, true);
        } catch (ParseFailure f) {
            // not the same player's verb
        }
        c.reset(m);
        return null;
    }
}
