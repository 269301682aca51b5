package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;

/**
 * Lowers "whenever [you put | an opponent puts] one or more [KIND] counters on [~ | a noun]" (122.6, 603.2) to the
 * engine's {@link Trigger.CountersPutBy}: "it" and "that creature" are the permanent the counters were put on; the
 * effect names no player through the event (who put them and the permanent's controller may differ: refused).
 */
final class CountersPutByLowering {

    private CountersPutByLowering() {
    }

    static TriggerEventLowering.Lowered lower(TriggerNode.CountersPutBy e) {
        Relation who = e.who() instanceof PlayerRef.You ? Relation.YOU
                : e.who() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
        if (e.noun() == null) {
            return new TriggerEventLowering.Lowered(new Trigger.CountersPutBy(who, null, e.kind()),
                    TriggerEventLowering.refs(false, new Subject.Self(), null));
        }
        NounLowering.Lowered l = NounLowering.lower(e.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (counters put on cards or spells)");
        return new TriggerEventLowering.Lowered(new Trigger.CountersPutBy(who, l.filter(), e.kind()),
                TriggerEventLowering.refs(false, new Subject.ThatObject(), new Subject.ThatObject()));
    }
}
