package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.CharacteristicPt;

/**
 * Characteristic-defining power and toughness (604.3, 613.4a):
 * <pre>
 * line  := "~'s" which "equal to" count "."
 * which := "power and toughness are each" | "power is" | "toughness is"
 * count := words ["and its toughness is equal to that number plus" NUMBER]     (the latter only after "power is")
 * </pre>
 * The count is kept as printed for the count readers.
 */
public final class CharacteristicPtGrammar {

    private static final String PLUS = "and its toughness is equal to that number plus";

    private CharacteristicPtGrammar() {
    }

    /** The line as a node, or throws {@link ParseFailure}. */
    public static CharacteristicPt parse(String text) {
        String line = text.strip();
        Cursor c = Cursor.of(line);
        c.expect("~ ' s");
        String which = c.acceptAny("power and toughness are each", "power is", "toughness is");
        if (which == null) throw c.fail("\"power\" or \"toughness\"");
        c.expect("equal to");
        int from = c.mark();
        if (!line.endsWith(".") || c.atEnd()) throw c.fail("a count");
        int n = from;
        while (c.peek(n - from) != null) n++;
        // the final "." is the line's last character
        c.reset(n - 1);
        if (!c.peek().is(".") || n - 1 <= from) throw c.fail("a count and \".\"");
        String counted = Spans.source(line, c, from);
        int plus = -1;
        if (which.equals("power is")) {
            for (int i = from + 1; i < n - 1; i++) {
                c.reset(i);
                if (c.accept(PLUS) && c.peek() != null && c.peek().kind() == Token.Kind.NUMBER && c.mark() == n - 2) {
                    String number = c.next().text();
                    c.reset(i);
                    counted = Spans.source(line, c, from);
                    plus = Integer.parseInt(number);
                }
            }
        }
        c.reset(n);
        return new CharacteristicPt(which, counted, plus);
    }
}
