package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.CantBeEnchantedByOthers;

/**
 * An Aura's host that no other Aura may enchant (303.4):
 * <pre>
 * line := "enchanted" WORD [predicates "and"] "can't be enchanted by other auras" "."
 * </pre>
 * The predicates are kept as the static line "Enchanted [noun] [predicates]." for the static-line readers.
 */
public final class OtherAurasGrammar {

    private static final String TAIL = "can't be enchanted by other auras .";

    private OtherAurasGrammar() {
    }

    /** The line as a node, or throws {@link ParseFailure}. */
    public static CantBeEnchantedByOthers parse(String text) {
        String line = text.strip();
        Cursor c = Cursor.of(line);
        int start = c.mark();
        c.expect("enchanted");
        Token noun = c.next();
        if (noun.kind() != Token.Kind.WORD && noun.kind() != Token.Kind.NUMBER
                || !noun.text().chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_' || ch == '-')) throw c.fail("a noun");
        String host = Spans.source(line, c, start);
        if (tail(c)) return new CantBeEnchantedByOthers(null);
        int from = c.mark();
        c.next(); // at least one word of predicates
        while (!c.atEnd()) {
            int before = c.mark();
            if (c.accept("and") && tail(c)) {
                int after = c.mark();
                c.reset(before);
                String predicates = Spans.source(line, c, from);
                c.reset(after);
                return new CantBeEnchantedByOthers(host + " " + predicates + ".");
            }
            c.reset(before);
            c.next();
        }
        throw c.fail("\"" + TAIL + "\"");
    }

    /** Whether the rest is exactly the tail, consumed. */
    private static boolean tail(Cursor c) {
        int m = c.mark();
        if (c.accept(TAIL) && c.atEnd()) return true;
        c.reset(m);
        return false;
    }
}
