package dev.arbiter.engine.decision;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Supplier;

/**
 * A list of choices made when first read: the priority listing (117) is a pure function of an
 * immutable state, and an agent that passes without looking at it (most priority answers in
 * random play) need not pay for it. Reading it from several threads at once may make it
 * twice; both are equal. The supplier must return a new list that nothing else keeps or changes.
 */
public final class LazyChoices extends AbstractList<Choice> implements RandomAccess {
    private final Supplier<List<Choice>> make;
    private volatile List<Choice> made;

    public LazyChoices(Supplier<List<Choice>> make) {
        this.make = make;
    }

    private List<Choice> made() {
        List<Choice> m = made;
        if (m == null) {
            m = make.get(); // a fresh list no one else holds, read only through this one: kept without a copy
            made = m;
        }
        return m;
    }

    /** Whether the list has been made (for tests of laziness). */
    public boolean isMade() {
        return made != null;
    }

    @Override
    public Choice get(int index) {
        return made().get(index);
    }

    @Override
    public int size() {
        return made().size();
    }

    @Override
    public boolean contains(Object o) {
        return made().contains(o);
    }
}
