package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Kicker [mana cost]" (702.33a): an optional additional cost. A permanent whose other text asks
 * whether it was kicked needs the permanent to remember it (702.33d), which the engine does not
 * do yet, so such a card is unsupported; "Kicker ... and/or ..." and multikicker (702.33c) too.
 */
final class KickerLines {

    private KickerLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "kicker", 0, 6)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("kicker")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty()) return Optional.empty();
        if (!c.atEnd()) throw new NotSupported("keyword \"Kicker\" (with two costs, or a cost that isn't mana)");
        boolean permanent = !(card.hasType("Instant") || card.hasType("Sorcery"));
        if (permanent && card.rulesTexts().stream().anyMatch(l -> l.toLowerCase(java.util.Locale.ROOT).contains("kicked"))) {
            throw new NotSupported("keyword \"Kicker\" (a permanent that remembers it was kicked)");
        }
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Kicker\" (cost " + String.join("", symbols) + ")");
        }
        return Optional.of(List.of(new Kicker(cost, text.strip())));
    }
}
