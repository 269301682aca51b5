package dev.arbiter.cards.grammar;

/**
 * The rider of a mana ability's effect that affects the spell the mana is spent on (106.6), after the sentence that adds
 * the mana:
 * <pre>
 * rider := sentences "." "if that mana is spent on" spell-words "," ("it" | "that spell") verb-phrase "."
 * verb-phrase := "gains" keyword-words ["until end of turn"] | "can't be countered"
 * </pre>
 * The sentences and spell words are kept as printed for the effect and noun readers.
 */
public final class ManaRiderGrammar {

    /** "Add {C}." / "a creature spell" / the keyword words ("haste"; null for "can't be countered") / "until end of turn". */
    public record Rider(String add, String spell, String keyword, boolean untilEndOfTurn) {
    }

    private ManaRiderGrammar() {
    }

    /** The rider of {@code text}, or throws {@link ParseFailure}. */
    public static Rider read(String text) {
        Cursor c = Cursor.of(text);
        int size = Spans.size(c);
        for (int i = 1; i < size; i++) {
            c.reset(i);
            Token dot = c.peek();
            if (!c.accept(".") || !c.accept("if that mana is spent on")) continue;
            int from = c.mark();
            while (c.peek() != null && !c.peek().is(",")) c.next();
            if (c.peek() == null || c.mark() == from) break;
            String spell = c.textFrom(from);
            c.expect(",");
            if (c.acceptAny("it", "that spell") == null) break;
            if (c.accept("can't be countered")) {
                c.expect(".");
                if (!c.atEnd()) break;
                return new Rider(text.substring(0, dot.start() + 1), spell, null, false);
            }
            c.expect("gains");
            int kw = c.mark();
            while (c.peek() != null && !c.peek().is(".") && !c.at("until end of turn")) c.next();
            if (c.mark() == kw) break;
            String keyword = c.textFrom(kw);
            boolean eot = c.accept("until end of turn");
            c.expect(".");
            if (!c.atEnd()) break;
            return new Rider(text.substring(0, dot.start() + 1), spell, keyword, eot);
        }
        c.reset(0);
        throw c.fail("\". If that mana is spent on\"");
    }
}
