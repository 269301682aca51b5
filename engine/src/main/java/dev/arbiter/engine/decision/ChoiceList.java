package dev.arbiter.engine.decision;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A list of choices built by appending (and reordering in place) and then frozen: read only from then on. The priority
 * listing (117) is made in one (issue 13: the list itself can then be handed out read only, with no wrapper a listing).
 */
public final class ChoiceList extends AbstractList<Choice> implements RandomAccess {
    private Choice[] items;
    private int size;
    private boolean frozen;

    public ChoiceList(int capacity) {
        items = new Choice[Math.max(capacity, 1)];
    }

    /** No more changes: {@link #add} and {@link #set} throw from now on. Returns this list. */
    public ChoiceList freeze() {
        frozen = true;
        return this;
    }

    @Override
    public Choice get(int index) {
        if (index < 0 || index >= size) throw new IndexOutOfBoundsException("choice " + index + " of " + size);
        return items[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int indexOf(Object o) { // indexed, as ArrayList's: no iterator a look-up
        for (int i = 0; i < size; i++) if (java.util.Objects.equals(o, items[i])) return i;
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /** Appends only (the one place a listing adds): {@code index} must be the size. */
    @Override
    public void add(int index, Choice c) {
        if (frozen) throw new UnsupportedOperationException("a listing is read only");
        if (index != size) throw new UnsupportedOperationException("a listing is built by appending");
        if (size == items.length) items = Arrays.copyOf(items, size * 2);
        items[size++] = c;
        modCount++;
    }

    @Override
    public Choice set(int index, Choice c) {
        if (frozen) throw new UnsupportedOperationException("a listing is read only");
        Choice old = get(index);
        items[index] = c;
        return old;
    }
}
