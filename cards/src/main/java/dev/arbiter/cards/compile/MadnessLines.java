package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Madness;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Madness [mana cost]" (702.35a): discarded, the card is exiled and its owner may cast it for that
 * cost (engine events/MadnessTrigger, stack/MadnessCasting). A madness cost that isn't mana, or X in
 * the madness or mana cost (the X of a spell cast for its madness cost), is unsupported.
 */
final class MadnessLines {

    private MadnessLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "madness", 0, 7)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("madness")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Madness\" (a cost that isn't mana)");
        if (symbols.stream().anyMatch(s -> s.contains("X")) || card.costSymbols().contains("X")) {
            throw new NotSupported("keyword \"Madness\" (X in the cost)");
        }
        if (card.hasType("Land")) throw new NotSupported("keyword \"Madness\" on a land");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Madness\" (cost " + String.join("", symbols) + ")");
        }
        return Optional.of(List.of(new Madness(cost, text.strip())));
    }
}
