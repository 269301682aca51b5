package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Lands that are creatures as long as the static ability stands (layers 4, 5 and 7b; 205.1b, 613.1d-e, 613.4b):
 * <pre>
 * line := ["all"] noun "are" P/T colour* "creatures that are still lands" "."
 * </pre>
 * ("All Swamps are 1/1 black creatures that are still lands.", "All Forests are 1/1 creatures that are still
 * lands."). The noun must name lands only (lands, or a basic land type), so that "still lands" is true of each;
 * a creature type or other words before "creatures" are not read.
 */
final class StillLandsLines {

    private static final Set<String> BASIC_LAND_TYPES = Set.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private StillLandsLines() {
    }

    /** The static ability of the line, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            c.accept("all");
            Noun n = NounGrammar.noun(c);
            if (!n.plural() || !c.accept("are")) return Optional.empty();
            Token pt = c.next();
            if (pt.kind() != Token.Kind.PT || pt.text().contains("+") || pt.text().contains("-")) return Optional.empty();
            String[] parts = pt.text().split("/");
            int colors = 0;
            Color col;
            while ((col = colour(c.peek())) != null) {
                c.next();
                c.accept("and");
                colors |= col.bit();
            }
            if (!c.accept("creatures that are still lands") || !c.accept(".") || !c.atEnd()) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() != NounLowering.Kind.PERMANENT || !onlyLands(l.filter())) return Optional.empty();
            int power = Integer.parseInt(parts[0]);
            int toughness = Integer.parseInt(parts[1]);
            return Optional.of(List.of(new StaticAbility(
                    new StaticEffect.BecomeCreatures(new Affected.All(l.filter()), power, toughness, colors), text.strip())));
        } catch (ParseFailure | NumberFormatException f) {
            return Optional.empty();
        }
    }

    /** Whether every object the filter admits is a land: "lands", or a basic land type (305.6). */
    private static boolean onlyLands(ObjectFilter f) {
        if (f.anyOfTypes() == CardType.LAND.bit()) return true;
        return f.anyOfTypes() == 0 && f.subtype() != null && BASIC_LAND_TYPES.contains(f.subtype());
    }

    private static Color colour(Token t) {
        if (t == null || t.kind() != Token.Kind.WORD) return null;
        String w = t.text().toLowerCase(Locale.ROOT);
        for (Color c : Color.values()) {
            if (c.lowerName().equals(w)) return c;
        }
        return null;
    }
}
