package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Morph;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Morph [mana cost]" (702.37a) and "Megamorph [mana cost]" (702.37b): cast face down for {3}, turned face up for
 * the cost. A morph cost that isn't mana ("Morph—Reveal a white card") or has X (702.37f) is unsupported.
 */
final class MorphLines {
    private MorphLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        boolean mega = t.regionMatches(true, 0, "megamorph", 0, 9);
        if (!mega && !t.regionMatches(true, 0, "morph", 0, 5)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept(mega ? "megamorph" : "morph")) return Optional.empty();
        String word = mega ? "Megamorph" : "Morph";
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"" + word + "\" (a cost that isn't mana)");
        if (!card.hasType("Creature")) throw new NotSupported("keyword \"" + word + "\" on a card that isn't a creature");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"" + word + "\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"" + word + "\" with X in its cost (702.37f)");
        return Optional.of(List.of(new Morph(cost, mega, t)));
    }
}
