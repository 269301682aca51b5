package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Splice;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Splice onto [quality] [mana cost]" (702.47a) on an instant or sorcery whose text is one spell ability:
 * <pre>
 * line    := "splice onto" quality SYMBOL+
 * quality := "arcane" | "instant or sorcery"
 * </pre>
 * A splice cost that isn't mana ("Splice onto Arcane—Sacrifice two Mountains.") or has X is unsupported.
 */
final class SpliceLines {

    private SpliceLines() {
    }

    static Optional<List<Ability>> compile(String text, boolean instantOrSorcery) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "splice onto", 0, 11)) return Optional.empty(); // a cheap look before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("splice onto")) return Optional.empty();
        String subtype;
        if (c.accept("arcane")) subtype = "Arcane"; // 702.47a: an Arcane spell (205.3k)
        else if (c.accept("instant or sorcery")) subtype = null; // any instant or sorcery spell
        else return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Splice\" (a cost that isn't mana)");
        if (!instantOrSorcery) throw new NotSupported("keyword \"Splice\" on a card that isn't an instant or sorcery");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Splice\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"Splice\" (cost " + cost + ")");
        return Optional.of(List.of(new Splice(subtype, cost, t)));
    }
}
