package dev.arbiter.engine.state;

/**
 * A cache derived from the state that knows which of its values stay true when one object
 * changes ({@link GameState#withObject}): it returns the cache for the new state (itself, a copy with
 * the values that depended on the object dropped) or null when nothing can be kept.
 */
public interface ObjectChangeAware {
    Object afterObjectChange(GameObject before, GameObject after);

    /** The cache for the state with {@code added} appended to the objects, or null. */
    default Object afterObjectAdded(GameObject added) {
        return null;
    }

    /** The cache for the state with other attackers or blockers ({@link GameState#withCombat}), or null. */
    default Object afterCombatChange() {
        return null;
    }
}
