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

    /**
     * The cache after {@code befores.get(k)} became {@code afters.get(k)} for each k in turn, the combat changed after the
     * k-th where {@code combatChanged[k]} ({@link GameState#withZoneChanges}): the same as {@link #afterObjectChange} and
     * {@link #afterCombatChange} in turn, which this default does.
     */
    default Object afterObjectChanges(java.util.List<GameObject> befores, java.util.List<GameObject> afters, boolean[] combatChanged) {
        Object cache = this;
        for (int k = 0, n = afters.size(); k < n; k++) {
            cache = cache instanceof ObjectChangeAware c ? c.afterObjectChange(befores.get(k), afters.get(k)) : null;
            if (combatChanged[k]) cache = cache instanceof ObjectChangeAware c ? c.afterCombatChange() : null;
        }
        return cache;
    }
}
