package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Amount;

/**
 * More counts a characteristic-defining power or toughness may read (604.3, 613.4a), each one the layers can read as
 * they apply ({@link dev.arbiter.engine.layers.LayerCounts#readable}): "your devotion to red" (700.5), "the number of
 * basic land types among lands you control" (domain, 305.6), "the number of fade counters on it / on ~" (122.1),
 * "your life total" (119.1).
 */
final class CharacteristicCounts {
    private CharacteristicCounts() {
    }

    /** The count {@code text} names, or null when it is none of these. */
    static Amount count(String text) {
        Cursor c = Cursor.of(text.strip());
        if (c.accept("your devotion to")) { // 700.5: "your devotion to red" / "to white and blue"
            int mask = 0;
            do {
                String color = c.acceptAny("white", "blue", "black", "red", "green");
                if (color == null) return null;
                mask |= dev.arbiter.engine.characteristic.Color.ofName(color).bit();
            } while (c.accept("and"));
            return c.atEnd() ? new Amount.Devotion(mask) : null;
        }
        c = Cursor.of(text.strip());
        if (c.accept("the number of basic land types among lands you control") && c.atEnd()) return new Amount.BasicLandTypes();
        c = Cursor.of(text.strip());
        if (c.accept("your life total") && c.atEnd()) return new Amount.LifeTotal(new dev.arbiter.engine.ability.Who.You()); // 119.1
        c = Cursor.of(text.strip());
        if (c.accept("the number of")) { // 122.1: "the number of fade counters on it"
            var kind = c.next();
            if (kind != null && kind.kind() == Token.Kind.WORD && c.accept("counters on") && selfWord(c) && c.atEnd()) {
                return new Amount.CountersOnSource(kind.text().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return null;
    }

    /** "it" or the card's own name: the source (604.3: the object with the ability). */
    private static boolean selfWord(Cursor c) {
        if (c.accept("it")) return true;
        Token self = c.next();
        return self != null && self.kind() == Token.Kind.SELF;
    }
}
