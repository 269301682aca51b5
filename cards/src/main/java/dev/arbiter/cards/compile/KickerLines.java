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
        if (c.accept("and/or") || c.accept("and") && c.accept("/") && c.accept("or")) { // 702.33f: two kicker costs
            List<String> second = new ArrayList<>();
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) second.add(c.next().text());
            if (second.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Kicker\" (with two costs, or a cost that isn't mana)");
            ManaCost a = cost(symbols);
            ManaCost b = cost(second);
            if (a.equals(b) || a.hasX() || b.hasX()) throw new NotSupported("keyword \"Kicker\" (costs " + a + " and " + b + ")");
            return Optional.of(List.of(new Kicker(a, "Kicker " + a), new Kicker(b, "Kicker " + b)));
        }
        if (!c.atEnd()) throw new NotSupported("keyword \"Kicker\" (with two costs, or a cost that isn't mana)");
        return Optional.of(List.of(new Kicker(cost(symbols), text.strip())));
    }

    private static ManaCost cost(List<String> symbols) {
        try {
            return ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Kicker\" (cost " + String.join("", symbols) + ")");
        }
    }

    /** The name a paid kicker is remembered by, for "if it was kicked with its {R} kicker" (702.33f). */
    static String paidName(ManaCost cost) {
        return dev.arbiter.engine.ability.Kicker.paidName(cost);
    }
}
