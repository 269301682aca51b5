package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.Color;
import java.util.List;
import java.util.Optional;

/**
 * Spending mana as though it were mana of another colour (609.4b), read by the grammar:
 * <pre>
 * line := "you may spend" colour "mana as though it were" colour "mana" "."
 * </pre>
 */
final class SpendAsThoughLines {

    private static final String[] COLOURS = {"white", "blue", "black", "red", "green"};

    private SpendAsThoughLines() {
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("you may spend")) return Optional.empty();
        String spent = c.acceptAny(COLOURS);
        if (spent == null || !c.accept("mana as though it were")) return Optional.empty();
        String as = c.acceptAny(COLOURS);
        if (as == null || !c.accept("mana") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        StaticEffect e = new StaticEffect.SpendManaAsThough(Color.ofName(spent), Color.ofName(as));
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }
}
