package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Amount;

import java.util.Locale;

/**
 * A static count of the counters on the source itself (122.1, 107.1):
 * <pre>
 * source-counters := KIND "counter on" SELF          (after "for each"; KIND a word or "+1/+1" / "-1/-1")
 *                  | KIND "counter on it"            (each affected object's own counters)
 * </pre>
 * "Enchanted creature gets +3/+3 for each age counter on ~." "on it" in "Each Fungus creature gets +1/+1 for each spore
 * counter on it" names each affected creature: its own counters, counted for it alone ({@link Amount.CountersOnEach}).
 */
final class SourceCounterCount {
    private SourceCounterCount() {
    }

    /** The count after "for each", or null with the cursor unchanged. */
    static StaticConditions.PerEach perEach(Cursor c) {
        int m = c.mark();
        Token kind = c.next();
        if (kind != null && (kind.kind() == Token.Kind.WORD || kind.kind() == Token.Kind.PT) && c.accept("counter on")) {
            Token self = c.next();
            String k = kind.text().toLowerCase(Locale.ROOT); // counting reads any kind (122.1), rules meaning or not
            if (k.contains("/") && !k.equals("+1/+1") && !k.equals("-1/-1")) {
                c.reset(m);
                return null;
            }
            if (self != null && self.kind() == Token.Kind.SELF) {
                return new StaticConditions.PerEach(new Amount.CountersOnSource(k), c.rest());
            }
            if (self != null && self.is("it") && !k.equals("counter")) { // each changed object's own counters (613.4c)
                return new StaticConditions.PerEach(new Amount.CountersOnEach(k), c.rest());
            }
        }
        c.reset(m);
        return null;
    }
}
