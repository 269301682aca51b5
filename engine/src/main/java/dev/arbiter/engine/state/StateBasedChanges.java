package dev.arbiter.engine.state;

/**
 * 704.3: the objects changed since a state-based check found nothing to do, kept with each state (issue 13): while the
 * characteristics of the others are the checked state's (the layer table's {@code lineage} is the same), a check
 * needs to look at these alone. Immutable; carried by the withers that carry the layer cache and grown by the object
 * withers ({@link ObjectChanges}); past {@link #MAX} objects it is dropped (then the whole check runs, as before).
 */
public final class StateBasedChanges {
    /** The most changed objects kept: a longer list is as slow to read as the battlefield. */
    static final int MAX = 16;
    private static final int[] NONE = new int[0];

    private final Object lineage;
    private final int[] ids;

    private StateBasedChanges(Object lineage, int[] ids) {
        this.lineage = lineage;
        this.ids = ids;
    }

    /** A check found nothing in a state whose layer table has {@code lineage}: nothing changed since. */
    public static StateBasedChanges clean(Object lineage) {
        return new StateBasedChanges(lineage, NONE);
    }

    /** The layer table lineage of the checked state (identity). */
    public Object lineage() {
        return lineage;
    }

    /** How many objects changed since. */
    public int size() {
        return ids.length;
    }

    /** The {@code k}-th changed object's id. */
    public int id(int k) {
        return ids[k];
    }

    /** {@code c} with object {@code id} changed too; null when {@code c} is null or would grow past {@link #MAX}. */
    static StateBasedChanges plus(StateBasedChanges c, int id) {
        if (c == null) return null;
        int[] a = c.ids;
        for (int x : a) if (x == id) return c;
        if (a.length >= MAX) return null;
        int[] b = java.util.Arrays.copyOf(a, a.length + 1);
        b[a.length] = id;
        return new StateBasedChanges(c.lineage, b);
    }
}
