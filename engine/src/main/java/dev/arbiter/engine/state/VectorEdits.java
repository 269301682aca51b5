package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/**
 * Removing one element from a vavr {@code Vector} by position, for the short lists a state holds (a zone, the
 * attackers). vavr's {@code removeAt} takes both halves and prepends the shorter one element by element (a trie edit
 * each); rebuilding the vector from an array of the other elements is one pass (issue 13: a large board's deaths each
 * removed a creature from the middle of the battlefield). The result equals {@code removeAt}'s.
 */
public final class VectorEdits {
    private VectorEdits() {
    }

    /** {@code v} without its element at {@code index} (0 &lt;= index &lt; size). */
    @SuppressWarnings("unchecked")
    public static <T> Vector<T> removeAt(Vector<T> v, int index) {
        int n = v.size();
        if (index < 0 || index >= n) throw new IndexOutOfBoundsException("removeAt(" + index + ") of " + n);
        if (index == 0) return v.tail();
        if (index == n - 1) return v.init();
        Object[] rest = new Object[n - 1];
        int k = 0;
        int i = 0;
        for (T x : v) { // the vector's iterator walks its leaf arrays: no lookup per element
            if (i++ != index) rest[k++] = x;
        }
        return Vector.of((T[]) rest);
    }

    /** The position of the first {@code id} in {@code v}, or -1: an indexed walk without boxing {@code id}. */
    public static int indexOf(Vector<Integer> v, int id) {
        int k = 0;
        for (Integer x : v) {
            if (x == id) return k;
            k++;
        }
        return -1;
    }

    /** {@code v} without the first occurrence of {@code id} ({@code Vector.remove}'s result); {@code v} itself when absent. */
    public static Vector<Integer> without(Vector<Integer> v, int id) {
        int i = indexOf(v, id);
        return i < 0 ? v : removeAt(v, i);
    }

    /**
     * {@code v} without the first occurrence of each of {@code ids}: {@link #without} for each in turn, in one pass
     * (issue 13: a check's deaths each walked the whole battlefield); {@code v} itself when none is there.
     */
    public static Vector<Integer> withoutAll(Vector<Integer> v, java.util.Set<Integer> ids) {
        int n = v.size();
        if (ids.isEmpty() || n == 0) return v;
        Object[] rest = new Object[n];
        java.util.Set<Integer> removed = new java.util.HashSet<>();
        int k = 0;
        for (Integer x : v) {
            if (ids.contains(x) && removed.add(x)) continue;
            rest[k++] = x;
        }
        return k == n ? v : VectorEdits.<Integer>ofArray(java.util.Arrays.copyOf(rest, k));
    }

    /** The vector of {@code a}'s elements (no copy checked by type: {@code a} holds only {@code T}s). */
    @SuppressWarnings("unchecked")
    static <T> Vector<T> ofArray(Object[] a) {
        return Vector.of((T[]) a);
    }
}
