package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A permanent chosen as the effect resolves, not targeted (115.10, 608.2d), and the rest of the effect after it:
 * <pre>
 * sentence := ( "choose a" noun ["you control"]
 *             | player "chooses a" noun "they control" ) "." rest-of-effect
 * </pre>
 * The noun names permanents only (no card, spell or zone). The player is a target or a player named before. The
 * cursor is unchanged and null returned when this does not come next.
 */
final class ChooseObjectGrammar {
    private ChooseObjectGrammar() {
    }

    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        try {
            PlayerRef chooser;
            boolean theirs;
            if (c.accept("choose a") || c.accept("choose an")) {
                chooser = new PlayerRef.You();
                theirs = false;
            } else {
                if (!c.at("target") && !c.at("that")) return null;
                chooser = ReferenceGrammar.player(c);
                if (!(chooser instanceof PlayerRef.Targeted t && t.max() <= 1) && !(chooser instanceof PlayerRef.That)
                        || c.acceptAny("chooses a", "chooses an") == null) {
                    c.reset(m);
                    return null;
                }
                theirs = true;
            }
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() || noun.zone() != null || noun.hasHead("card") || noun.hasHead("spell") || !noun.with().isEmpty()
                    && noun.with().stream().anyMatch(w -> w.stat() != null && w.stat().startsWith("chosen"))) {
                c.reset(m);
                return null;
            }
            if (theirs) {
                if (noun.controller() != null || !c.accept("they control")) {
                    c.reset(m);
                    return null;
                }
            } else if (noun.controller() != null && !noun.controller().equals("you control")) {
                c.reset(m);
                return null;
            }
            if (!c.accept(".") || c.atEnd()) {
                c.reset(m);
                return null;
            }
            return new EffectNode.ChooseObjectThen(chooser, noun, theirs, EffectGrammar.effect(c));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
