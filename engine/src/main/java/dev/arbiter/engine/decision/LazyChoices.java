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
    /** The same listing without mana abilities (605.3a), made by its own walk when read; null if not offered. */
    private final LazyChoices withoutMana;

    public LazyChoices(Supplier<List<Choice>> make) {
        this(make, null);
    }

    /**
     * {@code withoutMana}: makes this listing less its mana abilities' actions, the rest in the same order (a listing
     * that skips judging them: an agent that never activates a mana ability on its own reads only that one).
     */
    public LazyChoices(Supplier<List<Choice>> make, Supplier<List<Choice>> withoutMana) {
        this.make = make;
        this.withoutMana = withoutMana == null ? null : new LazyChoices(withoutMana);
    }

    /** This listing without its mana abilities (605.3a), or null if it was not made with that listing. */
    public List<Choice> withoutManaAbilities() {
        return withoutMana;
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
