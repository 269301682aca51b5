package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Buyback;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Buyback [mana cost]" (702.27a): an optional additional cost of an instant or sorcery. A cost
 * that isn't mana ("Buyback—Sacrifice a land") is unsupported.
 */
final class BuybackLines {

    private BuybackLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "buyback", 0, 7)) return Optional.empty(); // a cheap look before tokenizing
        Cost dashed = KeywordCosts.afterDash("Buyback", text); // "Buyback—Discard two cards." (702.27a)
        if (dashed != null && !(card.hasType("Instant") || card.hasType("Sorcery"))) {
            throw new NotSupported("keyword \"Buyback\" on a permanent (702.27a: instants and sorceries)");
        }
        if (dashed != null) return Optional.of(List.of(new Buyback(dashed.mana(), text.strip(), dashed.parts())));
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("buyback")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Buyback\" (a cost that isn't mana)");
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) {
            throw new NotSupported("keyword \"Buyback\" on a permanent (702.27a: instants and sorceries)");
        }
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Buyback\" (cost " + String.join("", symbols) + ")");
        }
        return Optional.of(List.of(new Buyback(cost, text.strip())));
    }
}
