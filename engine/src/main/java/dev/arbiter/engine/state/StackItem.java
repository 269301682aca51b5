package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.Ability;
import io.vavr.collection.Vector;

/** An object on the stack (405): a spell (a card or copy) or an activated/triggered ability. */
public sealed interface StackItem {
    int controller();

    /** Targets chosen for each target spec, in order (601.2c). */
    Vector<Vector<Target>> targets();

    int x();

    /**
     * One int naming a spell or an ability on the stack (405.1), for "that spell or ability" (702.21a): a spell is its
     * object id (0 or more), an ability its stack id written as {@code -2 - stackId} (-1 stays "none").
     */
    static int refOf(StackItem item) {
        return item instanceof Spell sp ? sp.objectId() : -2 - ((AbilityOnStack) item).stackId();
    }

    /** The spell or ability {@code ref} names ({@link #refOf}), or null when it is no longer on the stack. */
    static StackItem byRef(io.vavr.collection.Vector<StackItem> stack, int ref) {
        if (ref == -1) return null;
        for (StackItem i : stack) {
            if (ref >= 0 ? i instanceof Spell sp && sp.objectId() == ref
                    : i instanceof AbilityOnStack a && a.stackId() == -2 - ref) return i;
        }
        return null;
    }

    /**
     * A spell: the object {@code objectId} in the stack zone; {@code mode} is the chosen mode of a
     * modal spell (700.2, 0-based; 0 for other spells).
     */
    record Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x, int mode, boolean flashback,
                 boolean bestowed, boolean kicked, boolean boughtBack) implements StackItem {
        /** Without buyback paid (702.27a). */
        public Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x, int mode, boolean flashback,
                     boolean bestowed, boolean kicked) {
            this(objectId, controller, targets, x, mode, flashback, bestowed, kicked, false);
        }

        /** Not kicked (702.33d). */
        public Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x, int mode, boolean flashback,
                     boolean bestowed) {
            this(objectId, controller, targets, x, mode, flashback, bestowed, false);
        }

        public Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x, int mode, boolean flashback) {
            this(objectId, controller, targets, x, mode, flashback, false);
        }

        public Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x) {
            this(objectId, controller, targets, x, 0, false);
        }

        public Spell(int objectId, int controller, Vector<Vector<Target>> targets, int x, int mode) {
            this(objectId, controller, targets, x, mode, false);
        }
    }

    /**
     * An activated or triggered ability (113.7): its source, the ability, and for triggers the
     * player and object the trigger event named ("that player", "that creature"; -1 when none).
     */
    /**
     * An activated or triggered ability on the stack; {@code sourceZoneChanges} is the zone-change
     * count of its source as the ability was activated or triggered (the object it came from, 400.7;
     * for a leaves-the-battlefield trigger, the object as it last existed there, 603.10a), or -1.
     */
    record AbilityOnStack(int stackId, int source, int controller, Ability ability, Vector<Vector<Target>> targets,
                          int x, int thatPlayer, int thatObject, int sourceZoneChanges) implements StackItem {
        public AbilityOnStack(int stackId, int source, int controller, Ability ability, Vector<Vector<Target>> targets,
                              int x, int thatPlayer, int thatObject) {
            this(stackId, source, controller, ability, targets, x, thatPlayer, thatObject, -1);
        }
    }
}
