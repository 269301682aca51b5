package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A player attaching an object to a permanent they choose, not a target (701.3a):
 * <pre>
 * attach-chosen := "attach" object "to" ("a" | "an") noun "of" ("their" | "your") "choice"
 * </pre>
 * ("That land's controller may attach Kudzu to a land of their choice.")
 */
final class AttachChoiceGrammar {

    private AttachChoiceGrammar() {
    }

    /** The clause at the cursor, or null (the cursor unmoved) when it is not one. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third) return null;
        return c.attempt(k -> {
            if (!k.accept("attach")) return null;
            ObjectRef attachment = ReferenceGrammar.object(k);
            if (!k.accept("to") || k.acceptAny("a", "an") == null) return null;
            Noun noun = NounGrammar.noun(k);
            String whose = k.acceptAny("of their choice", "of your choice");
            if (whose == null || whose.endsWith("your choice") != (who instanceof PlayerRef.You)) return null;
            return new EffectNode.AttachToChosen(who, attachment, noun);
        });
    }
}
