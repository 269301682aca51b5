package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.LearnNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The keyword action learn (701.45a), asked through {@link VerbPhraseReaders}:
 * <pre>
 * learn := "learn"            (the controller's own: "When ~ enters the battlefield, learn.")
 * </pre>
 */
final class LearnGrammar {

    private LearnGrammar() {
    }

    /** The clause, or null (cursor unchanged) when "learn" isn't next or another player is the subject. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !(who instanceof PlayerRef.You) || !c.at("learn")) return null;
        c.accept("learn");
        return new LearnNode();
    }
}
