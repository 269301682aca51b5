package dev.arbiter.engine.util;

import java.util.AbstractList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list of one class whatever its length, for the lists the engine walks on every
 * choice (an object's abilities). {@code List.copyOf} gives one class for one or two elements and
 * another for the rest, so a loop over such lists sees two iterator classes and the JIT (Java 17)
 * keeps allocating the iterator; with one class it can remove it. Equality, hash code and text are
 * a {@link List}'s; elements are never null; changes throw {@link UnsupportedOperationException}.
 */
public final class FrozenList<T> extends AbstractList<T> implements RandomAccess {
    private static final FrozenList<Object> EMPTY = new FrozenList<>(new Object[0]);

    private final Object[] items;

    private FrozenList(Object[] items) {
        this.items = items;
    }

    /** {@code c} itself if it is a frozen list, else a frozen copy (null elements are refused, as by {@code List.copyOf}). */
    @SuppressWarnings("unchecked")
    public static <T> FrozenList<T> of(Collection<? extends T> c) {
        if (c instanceof FrozenList<?> f) return (FrozenList<T>) f;
        if (c.isEmpty()) return (FrozenList<T>) EMPTY;
        Object[] a = c.toArray();
        for (Object o : a) Objects.requireNonNull(o);
        return new FrozenList<>(a);
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
        Objects.checkIndex(index, items.length);
        return (T) items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    @Override
    public Iterator<T> iterator() {
        return new Itr<>(items);
    }

    private static final class Itr<T> implements Iterator<T> {
        private final Object[] items;
        private int next;

        Itr(Object[] items) {
            this.items = items;
        }

        @Override
        public boolean hasNext() {
            return next < items.length;
        }

        @Override
        @SuppressWarnings("unchecked")
        public T next() {
            if (next >= items.length) throw new NoSuchElementException();
            return (T) items[next++];
        }
    }
}
