package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Kicker [mana cost]" (702.33a): an optional additional cost. A permanent remembers whether it was
 * kicked (702.33e, engine {@code KickedRecords}) for its lines linked to the kicker ({@link KickedLines},
 * "if it was kicked"); "Kicker ... and/or ..." and multikicker (702.33c) are unsupported.
 */
final class KickerLines {

    private KickerLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "kicker", 0, 6)) return Optional.empty(); // a cheap look before tokenizing
        Cost dashed = KeywordCosts.afterDash("Kicker", text); // "Kicker—Sacrifice a creature." (702.33a)
        if (dashed != null) return Optional.of(List.of(new Kicker(dashed.mana(), text.strip(), dashed.parts())));
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("kicker")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty()) return Optional.empty();
        if (!c.atEnd()) throw new NotSupported("keyword \"Kicker\" (with two costs, or a cost that isn't mana)");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Kicker\" (cost " + String.join("", symbols) + ")");
        }
        return Optional.of(List.of(new Kicker(cost, text.strip())));
    }
}
