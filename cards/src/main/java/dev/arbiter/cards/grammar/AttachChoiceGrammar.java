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
        int m = c.mark();
        if (third || !c.accept("attach")) return null;
        try {
            ObjectRef attachment = ReferenceGrammar.object(c);
            if (!c.accept("to") || c.acceptAny("a", "an") == null) {
                c.reset(m);
                return null;
            }
            Noun noun = NounGrammar.noun(c);
            String whose = c.acceptAny("of their choice", "of your choice");
            if (whose == null || whose.endsWith("your choice") != (who instanceof PlayerRef.You)) {
                c.reset(m);
                return null;
            }
            return new EffectNode.AttachToChosen(who, attachment, noun);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
