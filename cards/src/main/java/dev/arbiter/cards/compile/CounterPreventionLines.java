package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Damage prevented by removing counters (615.1a, 122.8):
 * <pre>
 * line := "for each 1 damage that would be dealt to ~ , if it has a" KIND "counter on it ,"
 *         "remove a" KIND "counter from it and prevent that 1 damage ."
 * </pre>
 */
final class CounterPreventionLines {

    private CounterPreventionLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (!text.regionMatches(true, 0, "for each 1 damage", 0, 17)) return Optional.empty();
        Cursor c = Cursor.of(text);
        try {
            c.expect("for each 1 damage that would be dealt to ~ , if it has");
            String kind = kind(c);
            c.expect("counter on it , remove");
            if (!kind.equals(kind(c))) return Optional.empty();
            c.expect("counter from it and prevent that 1 damage .");
            if (!c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.PreventByRemovingCounters(kind), text)));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }

    /** "a +1/+1" / "a charge": the counter kind after its article (122.1). */
    static String kind(Cursor c) {
        if (c.acceptAny("a", "an") == null) throw c.fail("\"a\"");
        Token t = c.next();
        if (t == null || t.kind() == Token.Kind.PUNCT) throw c.fail("a counter kind");
        return t.text().toLowerCase(java.util.Locale.ROOT);
    }
}
