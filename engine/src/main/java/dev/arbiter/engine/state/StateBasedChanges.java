package dev.arbiter.engine.state;

/**
 * 704.3: the objects changed since a state-based check found nothing to do, kept with each state (issue 13): while the
 * characteristics of the others are the checked state's (the layer table's {@code lineage} is the same), a check
 * needs to look at these alone. Immutable: a linked list, newest change first, sharing its tail with the states before
 * (one node a change, no copy); carried by the withers that carry the layer cache and grown by the object withers
 * ({@link ObjectChanges}); past {@link #MAX} objects it is dropped (then the whole check runs, as before).
 */
public final class StateBasedChanges {
    /** The most changed objects kept: a longer list is as slow to read as the battlefield. */
    static final int MAX = 16;

    private final Object lineage;
    /** The changed object's id; unused in the clean list (size 0). */
    private final int id;
    /** The changes before this one; null in the clean list. */
    private final StateBasedChanges rest;
    private final int size;

    private StateBasedChanges(Object lineage, int id, StateBasedChanges rest, int size) {
        this.lineage = lineage;
        this.id = id;
        this.rest = rest;
        this.size = size;
    }

    /** A check found nothing in a state whose layer table has {@code lineage}: nothing changed since. */
    public static StateBasedChanges clean(Object lineage) {
        return new StateBasedChanges(lineage, GameObject.NONE, null, 0);
    }

    /** The layer table lineage of the checked state (identity). */
    public Object lineage() {
        return lineage;
    }

    /** How many objects changed since. */
    public int size() {
        return size;
    }

    /** The latest changed object's id (only when {@link #size} &gt; 0). */
    public int id() {
        return id;
    }

    /** The changes before the latest (only when {@link #size} &gt; 0): a list one shorter. */
    public StateBasedChanges rest() {
        return rest;
    }

    /** {@code c} with object {@code id} changed too; null when {@code c} is null or would grow past {@link #MAX}. */
    static StateBasedChanges plus(StateBasedChanges c, int id) {
        if (c == null) return null;
        for (StateBasedChanges n = c; n.size > 0; n = n.rest) if (n.id == id) return c;
        if (c.size >= MAX) return null;
        return new StateBasedChanges(c.lineage, id, c, c.size + 1);
    }

    /**
     * {@code c} after object {@code before} became {@code after} (the same id; {@code before} null for a new object).
     * A change of tapped (110.5) or summoning sickness (302.6) alone is left out: no 704.5 action reads either of them
     * on a permanent (704.5f-s read its characteristics, damage, counters, attachments, controller and timestamps), and
     * a characteristic that reads "tapped" makes the layer table anew (a new lineage: the whole check runs).
     */
    static StateBasedChanges after(StateBasedChanges c, GameObject before, GameObject after) {
        if (c == null) return null;
        if (before != null && statusOnly(before, after)) return c;
        return plus(c, after.id());
    }

    /** Whether {@code before} and {@code after} differ at most in tapped and sickness (the same values otherwise). */
    private static boolean statusOnly(GameObject before, GameObject after) {
        return before.id() == after.id() && before.card() == after.card() && before.owner() == after.owner()
                && before.controller() == after.controller() && before.zone() == after.zone()
                && before.damage() == after.damage() && before.deathtouchDamage() == after.deathtouchDamage()
                && before.counters() == after.counters() && before.attachedTo() == after.attachedTo()
                && before.timestamp() == after.timestamp() && before.token() == after.token()
                && before.copyKind() == after.copyKind() && before.zoneChanges() == after.zoneChanges()
                && before.arrival() == after.arrival();
    }
}
