package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * A one-shot shield from one object's damage (615.7, 614.9), after "the next time":
 * <pre>
 * next-time := object "would deal" ["combat"] "damage" ["to" ("an opponent" | recipients)] "this turn" ","
 *              ( "prevent that damage"
 *              | ("it" | "that creature" | "~") "deals that damage to" (recipient | "itself") "instead" )
 * </pre>
 * The object is ~ or one target; the shield is used up the first time it applies.
 */
final class NextTimeGrammar {
    private NextTimeGrammar() {
    }

    /** The clause after "the next time" whose damage comes from one object, or throws. */
    static EffectNode from(Cursor c) {
        ObjectRef by = ReferenceGrammar.object(c);
        if (!(by instanceof ObjectRef.Self || by instanceof ObjectRef.Targeted t && t.min() == 1 && t.max() == 1)) {
            throw c.fail("~ or one target");
        }
        c.expect("would deal");
        boolean combat = c.accept("combat");
        c.expect("damage");
        List<DamageTo> to = List.of();
        if (c.accept("to an opponent")) { // any opponent: the first damage to one of them uses it up
            to = List.of(new DamageTo.Players(new PlayerRef.EachOpponent()));
        } else if (c.accept("to")) {
            to = PreventionGrammar.recipients(c);
        }
        c.expect("this turn");
        c.expect(",");
        if (c.accept("prevent that damage")) return new EffectNode.NextTimeFrom(by, combat, to, null, false); // 615.7
        if (c.acceptAny("it deals", "that creature deals", "~ deals") == null) throw c.fail("\"it deals\"");
        c.expect("that damage to");
        boolean itself = c.accept("itself"); // the object dealing it (614.9)
        DamageTo redirectTo = itself ? null : PreventionGrammar.single(c);
        c.expect("instead");
        return new EffectNode.NextTimeFrom(by, combat, to, redirectTo, itself);
    }
}
