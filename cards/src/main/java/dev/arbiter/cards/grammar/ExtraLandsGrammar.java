package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A one-shot permission to play more lands this turn (305.2), read after "[player] may":
 * <pre>
 * extra-lands := "play" ("an additional land" | ["up to"] number "additional lands") "this turn"
 * </pre>
 * The permission is granted as the effect resolves; playing the lands is the player's choice later in the turn.
 */
final class ExtraLandsGrammar {

    private ExtraLandsGrammar() {
    }

    /** The permission at the cursor (just after "may"), or null with the cursor where it was. */
    static EffectNode afterMay(Cursor c, PlayerRef who) {
        return c.attempt(k -> {
            if (!k.accept("play")) return null;
            int extra;
            if (k.accept("an additional land")) {
                extra = 1;
            } else {
                k.accept("up to"); // "up to three additional lands": each land play is optional anyway (305.2)
                AmountNode n = ReferenceGrammar.count(k);
                if (!(n instanceof AmountNode.Fixed f) || f.value() < 1 || !k.accept("additional lands")) return null;
                extra = f.value();
            }
            return k.accept("this turn") ? new EffectNode.AdditionalLandsThisTurn(who, extra) : null;
        });
    }
}
