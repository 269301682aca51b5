package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * "This spell costs {1} more to cast for each target beyond the first" (601.2f): the total cost is determined after
 * the targets are chosen (601.2c), so it counts the targets of the spell as it is on the stack; before it is cast
 * (a spell not on the stack yet) it counts none.
 */
final class SpellTargetCount {
    private SpellTargetCount() {
    }

    static int beyondFirst(GameState s, int spell) {
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.Spell sp && sp.objectId() == spell) {
                int n = 0;
                for (Vector<Target> group : sp.targets()) n += group.size();
                return Math.max(0, n - 1);
            }
        }
        return 0;
    }
}
