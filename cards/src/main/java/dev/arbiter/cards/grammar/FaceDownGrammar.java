package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TurnFaceDownNode;

/**
 * Turning permanents face down (708.2a), the controller's command, asked through {@link VerbPhraseReaders}:
 * <pre>
 * face-down := "turn" object "face down"
 * </pre>
 * Null (cursor unchanged) when it isn't next.
 */
final class FaceDownGrammar {

    private FaceDownGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !(who instanceof PlayerRef.You)) return null;
        return c.attempt(k -> read(k));
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("turn")) return null;
        ObjectRef o = ReferenceGrammar.object(c);
        if (!c.accept("face down")) return null;
        return new TurnFaceDownNode(o);
    }
}
