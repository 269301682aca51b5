package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Another player's option to make you act (608.2d), after "[player] may":
 * <pre>
 * others-have-you := "have you" verb-phrase-of-you
 * </pre>
 * "defending player may have you draw a card. If they do, ...": the other player chooses; you do what follows.
 */
final class OthersHaveYouGrammar {

    private OthersHaveYouGrammar() {
    }

    /** The act of "you" after "[who] may have you", or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || who instanceof PlayerRef.You || !c.at("have you")) return null;
        return c.attempt(k -> {
            k.expect("have you");
            return ClauseGrammar.verbPhrase(k, new PlayerRef.You(), false);
        });
    }
}
