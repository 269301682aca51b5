package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CounterGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Replacements of counters being put (614.1a, 122.6):
 * <pre>
 * line := "if one or more" [KIND] "counters would be put on" ("a" | "an") noun ", that many"
 *         ( "plus one" KIND "counters are put on it instead"
 *         | "plus one of each of those kinds of counters are put on that permanent instead"
 *         | KIND "counters minus one are put on it instead" ) "."
 * </pre>
 */
final class CounterReplacementLines {
    private CounterReplacementLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (!text.regionMatches(true, 0, "if one or more", 0, 14)) return Optional.empty();
        Cursor c = Cursor.of(text.strip());
        try {
            c.expect("if one or more");
            String kind = c.at("counters") ? null : CounterGrammar.kindWord(c);
            c.expect("counters would be put on");
            if (c.acceptAny("a", "an") == null) return Optional.empty();
            NounLowering.Lowered noun = NounLowering.lower(NounGrammar.noun(c));
            if (noun.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
            c.expect(", that many");
            int delta;
            if (kind == null) {
                c.expect("plus one of each of those kinds of counters are put on that permanent instead");
                delta = 1;
            } else if (c.accept("plus one")) {
                if (!kind.equals(CounterGrammar.kindWord(c))) return Optional.empty();
                c.expect("counters are put on it instead");
                delta = 1;
            } else {
                if (!kind.equals(CounterGrammar.kindWord(c))) return Optional.empty();
                c.expect("counters minus one are put on it instead");
                delta = -1;
            }
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.ModifyCountersPut(noun.filter(), kind, delta), text.strip())));
        } catch (ParseFailure | NotSupported f) {
            return Optional.empty();
        }
    }
}
