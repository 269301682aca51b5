package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;

/**
 * "if it's [a noun]" about the object the trigger event names (603.4): {@code Condition.ThatObjectIs}, checked with the
 * event's object as it happens and again as the ability resolves. Only for events that keep that object, a permanent on
 * the battlefield, as the ability's object (a permanent turned face up, 708.8); refused elsewhere.
 */
final class EventObjectIfLowering {

    private EventObjectIfLowering() {
    }

    static Condition lower(ConditionNode.EventObjectIs eo, Trigger trigger, Subject it) {
        if (!(trigger instanceof Trigger.PermanentTurnedFaceUp) || !(it instanceof Subject.ThatObject)) {
            throw new NotSupported("intervening 'if' clause (about an event's object that isn't kept)");
        }
        NounLowering.Lowered l = NounLowering.lower(eo.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY) {
            throw new NotSupported("intervening 'if' clause (\"if it's\" a noun that isn't a kind of permanent)");
        }
        return new Condition.ThatObjectIs(l.filter());
    }
}
