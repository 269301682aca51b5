package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Trigger;

/**
 * 603.2c: "Whenever one or more artifacts enter the battlefield under your control, ~ deals that much damage to each
 * opponent", "Whenever one or more cards are put into exile from your graveyard, put that many +1/+1 counters on ~":
 * "that much" / "that many" of a trigger that triggers once for the event is the number of objects of the event (the
 * engine counts them on the pending trigger, {@code events/GroupCounts}), only for an ability without an intervening
 * "if" (603.4), whose trigger is surely made for the event it counts.
 */
final class GroupAmount {

    private GroupAmount() {
    }

    /** Whether "that many" of {@code trigger} counts the objects of its event. */
    static boolean counted(Trigger trigger, Condition interveningIf) {
        return (trigger instanceof Trigger.GroupEnters || trigger instanceof Trigger.GroupMoves)
                && interveningIf instanceof Condition.Always;
    }
}
