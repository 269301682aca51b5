package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;

/**
 * "Put a menace counter on a creature you control" (122.1, 608.2d): no target; the controller chooses one permanent of
 * the kind as the effect resolves and the counters go on it ({@link Effect.ChoosePermanentThen}, the chosen one named
 * {@link Subject.ThatObject}). Only one permanent, of a kind you control or any; refused where the trigger names an
 * object of its own ("it" would be ambiguous).
 */
final class ChosenCounterLowering {
    private ChosenCounterLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode.PutCounters p) {
        ObjectRef.Chosen ch = (ObjectRef.Chosen) p.objects();
        if (ch.other() || ch.count() != null && !(ch.count() instanceof AmountNode.Fixed f && f.value() == 1)) {
            throw new NotSupported("counters on several chosen permanents");
        }
        if (!PutThenLowering.binds(ctx)) throw new NotSupported("counters on a chosen permanent in an ability naming an object of its own");
        NounLowering.Lowered l = NounLowering.lower(ch.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("counters on a chosen object that isn't a permanent");
        ObjectFilter f = l.filter();
        if (f.controller() != Relation.ANY && f.controller() != Relation.YOU) {
            throw new NotSupported("counters on a chosen permanent with another controller");
        }
        Effect then = new Effect.PutCounters(new Subject.ThatObject(), CounterKinds.check(p.kind()), base.amount(p.amount()));
        return new Effect.ChoosePermanentThen(new Who.You(), f, f.controller() == Relation.YOU, then); // 608.2d
    }
}
