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
 * Damage to the permanent itself prevented, with counters removed or put on it (615.1a, 615.5, 122.1):
 * <pre>
 * line  := "if" ["noncombat"] "damage would be dealt to ~" ["while it has a" KIND "counter on it"] ","
 *          "prevent that damage" after "."
 * after := "." "remove a" KIND "counter from" self
 *        | "and remove that many" KIND "counters from" self
 *        | "." "put a" KIND "counter on ~ for each 1 damage prevented this way"
 * self  := "~" | "it"
 * </pre>
 */
final class SelfPreventionLines {

    private SelfPreventionLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (!text.regionMatches(true, 0, "if ", 0, 3) || !text.contains("damage would be dealt to ~")) return Optional.empty();
        Cursor c = Cursor.of(text);
        try {
            c.expect("if");
            boolean noncombat = c.accept("noncombat");
            c.expect("damage would be dealt to ~");
            String whileKind = null;
            if (c.accept("while it has")) {
                whileKind = CounterPreventionLines.kind(c);
                c.expect("counter on it");
            }
            c.expect(", prevent that damage");
            String kind;
            boolean put = false;
            boolean thatMany;
            if (c.accept("and remove that many")) {
                Token t = c.next();
                if (t == null || t.kind() == Token.Kind.PUNCT) return Optional.empty();
                kind = t.text().toLowerCase(java.util.Locale.ROOT);
                c.expect("counters from");
                thatMany = true;
            } else {
                c.expect(".");
                put = c.accept("put");
                if (!put) c.expect("remove");
                kind = CounterPreventionLines.kind(c);
                c.expect(put ? "counter on ~ for each 1 damage prevented this way" : "counter from");
                thatMany = put;
            }
            if (!put && c.acceptAny("~", "it") == null) return Optional.empty();
            c.expect(".");
            if (!c.atEnd() || whileKind != null && !whileKind.equals(kind)) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.PreventDamageToSelfChangingCounters(kind, put, thatMany,
                    noncombat, whileKind != null), text)));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }

}
