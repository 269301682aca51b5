package dev.arbiter.engine.loops;

import io.vavr.collection.Vector;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The moves of one step's loop history (seed 421 / 729), as an immutable sequence that is cheap to
 * extend: each log is a prefix (its {@code size}) of an array shared by the logs that extend one
 * another. Appending to the longest log of an array writes the next slot in place; appending to a
 * shorter one (a state that was forked, as search does) copies its prefix. A slot is written once,
 * by the log that claimed it, before any log that can see it exists, so every log reads only its
 * own moves. Equality is a list's: the same moves in the same order.
 */
final class MoveLog {
    static final MoveLog EMPTY = new MoveLog(new Move[0], new AtomicInteger(), 0);

    private final Move[] items;
    /** How many slots of {@code items} have been claimed by some log (shared by the logs of this array). */
    private final AtomicInteger used;
    private final int size;

    private MoveLog(Move[] items, AtomicInteger used, int size) {
        this.items = items;
        this.used = used;
        this.size = size;
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    Move get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException("move " + i + " of " + size);
        return items[i];
    }

    /** This log with {@code m} appended; this log itself is unchanged. */
    MoveLog append(Move m) {
        if (size < items.length && used.compareAndSet(size, size + 1)) {
            items[size] = m; // the slot is this log's to fill; no log of size > this one existed before
            return new MoveLog(items, used, size + 1);
        }
        Move[] copy = java.util.Arrays.copyOf(items, Math.max(8, size * 2));
        java.util.Arrays.fill(copy, size, copy.length, null); // slots past this log may hold a sibling's moves
        copy[size] = m;
        return new MoveLog(copy, new AtomicInteger(size + 1), size + 1);
    }

    /** The moves from position {@code from} to the end, as a vector (for a cycle that was found). */
    Vector<Move> from(int from) {
        Vector<Move> out = Vector.empty();
        for (int i = from; i < size; i++) out = out.append(items[i]);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof MoveLog m) || m.size != size) return false;
        for (int i = 0; i < size; i++) if (!items[i].equals(m.items[i])) return false;
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < size; i++) h = 31 * h + items[i].hashCode();
        return h;
    }

    @Override
    public String toString() {
        return "MoveLog[" + size + " moves]";
    }
}
