package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ManifestNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The keyword action manifest (701.34a, 701.34e), of the player's own library:
 * <pre>
 * manifest := ("manifest" | "manifests") "the top" ("card" | N "cards") "of" ("your" | "their") "library"
 *             [", then put" N ("+1/+1 counter" | "+1/+1 counters") "on it"]      (you, one card)
 *           | "manifest a card from your hand"                                  (you)
 * </pre>
 * "your" after "you", "their" after another player. The cursor is unchanged and null returned when this does not come next.
 */
final class ManifestGrammar {
    private ManifestGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        return c.attempt(k -> read(k, who, third));
    }

    private static EffectNode read(Cursor c, PlayerRef who, boolean third) {
        boolean you = who instanceof PlayerRef.You && !third;
        if (you && c.accept("manifest a card from your hand")) return new ManifestNode(who, new AmountNode.Fixed(1), 0, true);
        if (!c.accept(third ? "manifests the top" : "manifest the top")) return null;
        AmountNode n;
        if (c.accept("card")) {
            n = new AmountNode.Fixed(1);
        } else {
            n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 2 || !c.accept("cards")) return null;
        }
        if (!c.accept(you ? "of your library" : "of their library")) return null;
        int counters = 0;
        if (you && n instanceof AmountNode.Fixed one && one.value() == 1 && c.accept(", then put")) { // 608.2c: "it" is the permanent
            AmountNode k = ReferenceGrammar.count(c);
            if (!(k instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            if (!"+1/+1".equals(CounterGrammar.kind(c)) || !c.accept(f.value() == 1 ? "counter on it" : "counters on it")) return null;
            counters = f.value();
        }
        return new ManifestNode(who, n, counters, false);
    }
}
