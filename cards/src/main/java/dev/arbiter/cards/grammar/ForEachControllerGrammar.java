package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.CountMovedNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token with flying." (608.2c,
 * 608.2h): the objects the step before moved, each counted for the player who controlled it; each such player creates
 * (draws, gains) that many times the clause's amount. Joined to the destroy or exile before it when lowered.
 * <pre>
 * for-each-controller := "for each" noun ("destroyed" | "exiled") "this way" ", its controller" clause
 *   clause := "creates" ("a" | "an" | N) token | "draws" N "cards" | "gains" N "life"
 * </pre>
 */
final class ForEachControllerGrammar {
    private ForEachControllerGrammar() {
    }

    /** The sentence (its step still to be joined), or null with the cursor unmoved. */
    static EffectNode clause(Cursor c) {
        if (!c.at("for each")) return null;
        int m = c.mark();
        try {
            AmountNode counted = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            boolean moved = counted instanceof AmountNode.DestroyedThisWay d && d.factor() == 1 && !d.graveyard()
                    || counted instanceof AmountNode.ExiledThisWay x && x.factor() == 1;
            if (!moved || !c.accept(", its controller")) {
                c.reset(m);
                return null;
            }
            PlayerRef that = new PlayerRef.That("player");
            EffectNode body = ClauseGrammar.verbPhrase(c, that, true);
            EffectNode then = scaled(body);
            if (then == null) {
                c.reset(m);
                return null;
            }
            return new CountMovedNode(null, then, true, counted);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** {@code n} with its fixed amount made "that many" times it, or null when it isn't such a clause. */
    private static EffectNode scaled(EffectNode n) {
        if (n instanceof EffectNode.CreateTokens t && times(t.count()) != null) {
            return new EffectNode.CreateTokens(t.who(), times(t.count()), t.tapped(), t.predefined(), t.power(), t.toughness(),
                    t.colors(), t.types(), t.subtypes(), t.keywords(), t.quoted(), t.name(), t.legendary()); // 111.1
        }
        if (n instanceof EffectNode.Draw d && times(d.amount()) != null) return new EffectNode.Draw(d.who(), times(d.amount())); // 121
        return null;
    }

    private static AmountNode times(AmountNode a) {
        if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        return f.value() == 1 ? new AmountNode.ThatMuch() : new AmountNode.Times(f.value(), new AmountNode.ThatMuch());
    }
}
