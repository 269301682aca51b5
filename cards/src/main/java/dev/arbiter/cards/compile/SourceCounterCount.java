package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Amount;

import java.util.Locale;

/**
 * A static count of the counters on the source itself (122.1, 107.1):
 * <pre>
 * source-counters := KIND "counter on" SELF          (after "for each"; KIND a word or "+1/+1" / "-1/-1")
 * </pre>
 * "Enchanted creature gets +3/+3 for each age counter on ~." Only the source: "on it" in "Each Fungus creature gets
 * +1/+1 for each spore counter on it" names each affected creature, which this count does not read.
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
            if (self != null && self.kind() == Token.Kind.SELF) {
                String k = kind.text().toLowerCase(Locale.ROOT); // counting reads any kind (122.1), rules meaning or not
                if (k.contains("/") && !k.equals("+1/+1") && !k.equals("-1/-1")) return null;
                return new StaticConditions.PerEach(new Amount.CountersOnSource(k), c.rest());
            }
        }
        c.reset(m);
        return null;
    }
}
