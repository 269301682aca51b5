package dev.arbiter.engine.decision;

import dev.arbiter.engine.state.GameState;

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
    /**
     * A listing of a state for a player, with or without the mana abilities (605.3a); a function of its arguments alone
     * (a static method: one object for every listing, where a supplier per listing would capture the state).
     */
    @FunctionalInterface
    public interface Listing {
        /** A new list that nothing else keeps or changes (read only to the caller: a frozen {@link ChoiceList} may do). */
        List<Choice> list(GameState s, int player, boolean withMana);
    }

    private final Supplier<List<Choice>> make;
    private final Listing listing;
    private final GameState state;
    private final int player;
    private volatile List<Choice> made;
    /** The same listing without mana abilities (605.3a), made by its own walk when read; null if not offered. */
    private final LazyChoices withoutMana;
    /** With a {@link Listing}: the listing without mana abilities, once asked for. */
    private volatile List<Choice> madeWithoutMana;

    public LazyChoices(Supplier<List<Choice>> make) {
        this(make, null);
    }

    /**
     * {@code withoutMana}: makes this listing less its mana abilities' actions, the rest in the same order (a listing
     * that skips judging them: an agent that never activates a mana ability on its own reads only that one).
     */
    public LazyChoices(Supplier<List<Choice>> make, Supplier<List<Choice>> withoutMana) {
        this.make = make;
        this.listing = null;
        this.state = null;
        this.player = -1;
        this.withoutMana = withoutMana == null ? null : new LazyChoices(withoutMana);
    }

    /**
     * {@code listing}'s listing of {@code s} for {@code player}, made when first read; the listing without mana abilities
     * ({@link #withoutManaAbilities}) made by it too, when asked for (issue 13: one object a decision, no suppliers).
     */
    public LazyChoices(Listing listing, GameState s, int player) {
        this.make = null;
        this.listing = listing;
        this.state = s;
        this.player = player;
        this.withoutMana = null;
    }

    /**
     * This listing without its mana abilities (605.3a), or null if it was not made with that listing. With a
     * {@link Listing} it is made at this call (a read-only list: asking for it is reading it).
     */
    public List<Choice> withoutManaAbilities() {
        if (listing == null) return withoutMana;
        List<Choice> m = madeWithoutMana;
        if (m == null) {
            m = listing.list(state, player, false);
            madeWithoutMana = m;
        }
        return m;
    }

    private List<Choice> made() {
        List<Choice> m = made;
        if (m == null) {
            m = listing != null ? listing.list(state, player, true) : make.get(); // a fresh list no one else holds, read only through this one: kept without a copy
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
