package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * 107.3: "with mana value X or less" in the card filter of a resolving effect ("Look at the top X cards of your library.
 * You may put a creature card with mana value X or less from among them onto the battlefield", "You may cast a spell with
 * mana value X or less from your hand without paying its mana cost", "a creature card with mana value X") is the X announced for the spell or ability that
 * resolves, written into the filter as it resolves (the ability is not a spell on the stack, so the quality can't be
 * read from one).
 */
public final class ResolvingX {

    private ResolvingX() {
    }

    /**
     * The filter with its "mana value X or less" made {@code x} or less and its "mana value X" exactly {@code x}; the same
     * filter when it asks neither.
     */
    public static ObjectFilter bound(ObjectFilter f, int x) {
        FilterQualities q = f.more();
        long bits = q.chosen() & (FilterQualities.SPELL_X_MANA_VALUE_OR_LESS | FilterQualities.SPELL_X_MANA_VALUE);
        if (bits == 0) return f;
        int value = Math.max(0, x);
        FilterQualities.Bound b = (bits & FilterQualities.SPELL_X_MANA_VALUE) != 0
                ? FilterQualities.Bound.exactly(value, false) : new FilterQualities.Bound(value, true); // 107.3, 202.3
        return f.withQualities(q.withoutChosen(bits).manaValue(b));
    }
}
