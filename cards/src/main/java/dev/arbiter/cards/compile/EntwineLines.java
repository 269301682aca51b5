package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Entwine;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Entwine [mana cost]" (702.42a) after the modes of a "Choose one —" instant or sorcery: the spell
 * gets one more mode, all its modes in printed order (702.42b), which the engine offers only with the
 * entwine cost added. An entwine cost that isn't only mana is written after a dash ("Entwine—Sacrifice three lands.",
 * read by {@link KeywordCosts}).
 */
final class EntwineLines {

    private EntwineLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        if (!text.strip().regionMatches(true, 0, "entwine", 0, 7)) return Optional.empty(); // a cheap look before tokenizing
        dev.arbiter.engine.ability.Cost dashed = KeywordCosts.afterDash("Entwine", text); // "Entwine—Sacrifice three lands."
        if (dashed != null) {
            if (dashed.mana().hasX()) throw new NotSupported("keyword \"Entwine\" (cost with X)");
            if (!spell.entwine()) throw new NotSupported("keyword \"Entwine\" on a spell that isn't \"Choose one —\" with its modes");
            return Optional.of(List.of(new Entwine(dashed.mana(), text.strip(), dashed.parts())));
        }
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("entwine")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Entwine\" (a cost that isn't mana)");
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) {
            throw new NotSupported("keyword \"Entwine\" on a permanent");
        }
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Entwine\" (cost " + String.join("", symbols) + ")");
        }
        if (!spell.entwine()) throw new NotSupported("keyword \"Entwine\" on a spell that isn't \"Choose one —\" with its modes");
        return Optional.of(List.of(new Entwine(cost, text.strip())));
    }
}
