package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DetainNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The keyword action detain (701.29a), asked through {@link VerbPhraseReaders}:
 * <pre>
 * detain := "detain" object        ("detain target creature an opponent controls", "detain up to two target ...")
 * </pre>
 * Only the controller's own command: another player detaining is not read.
 */
final class DetainGrammar {

    private DetainGrammar() {
    }

    /** The clause, or null (cursor unchanged) when "detain" isn't next or another player is the subject. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !c.at("detain")) return null;
        c.accept("detain");
        return new DetainNode(ReferenceGrammar.object(c));
    }
}
