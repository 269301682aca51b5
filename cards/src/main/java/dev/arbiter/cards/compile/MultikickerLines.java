package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Multikicker;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Multikicker [mana cost]" (702.33c): kicker that may be paid any number of times; the lines linked to it count the
 * payments ("for each time it was kicked", read by the amount grammar) or ask whether it was paid at all ("if it was
 * kicked", 702.33d). A cost that isn't mana, or has X, is unsupported.
 */
final class MultikickerLines {

    private MultikickerLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "multikicker", 0, 11)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("multikicker")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Multikicker\" (a cost that isn't mana)");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Multikicker\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX() || cost.manaValue() == 0) throw new NotSupported("keyword \"Multikicker\" (cost " + cost + ")");
        return Optional.of(List.of(new Multikicker(cost, t)));
    }
}
