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
 * the cost; a cost that isn't only mana is written after a dash ("Morph—Pay 5 life.", read by {@link KeywordCosts}).
 * One with X (702.37f) or a part the engine can't pay ("Morph—Reveal a white card") is unsupported.
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
        dev.arbiter.engine.ability.Cost dashed = KeywordCosts.afterDash(word, t, KeywordCosts::payableBySpell); // "Morph—Pay 5 life."
        if (dashed != null) {
            if (!card.hasType("Creature")) throw new NotSupported("keyword \"" + word + "\" on a card that isn't a creature");
            if (dashed.mana().hasX()) throw new NotSupported("keyword \"" + word + "\" with X in its cost (702.37f)");
            return Optional.of(List.of(new Morph(dashed.mana(), mega, t, dashed.parts())));
        }
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
