package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Fighting (701.14a), after its subject:
 * <pre>
 * fight := ("fights" | "fight") object      (one creature: "target creature you don't control", "up to one target ...")
 * </pre>
 * Each of the two is one creature; "each of those Beasts fights a different one of those creatures" is not read here.
 */
final class FightGrammar {

    private FightGrammar() {
    }

    /** The fight the subject starts, or null when the verb isn't "fights". */
    static EffectNode verb(Cursor c, ObjectRef subject) {
        if (c.acceptAny("fights", "fight") == null) return null;
        if (!one(subject)) throw c.fail("one creature that fights");
        ObjectRef other = ReferenceGrammar.object(c);
        if (!one(other)) throw c.fail("one creature to fight");
        return new EffectNode.Fight(subject, other);
    }

    private static boolean one(ObjectRef r) {
        return r instanceof ObjectRef.Self || r instanceof ObjectRef.Attached
                || r instanceof ObjectRef.Pronoun p && (p.word().equals("it") || p.word().startsWith("that "))
                || r instanceof ObjectRef.Targeted t && t.max() == 1;
    }
}
