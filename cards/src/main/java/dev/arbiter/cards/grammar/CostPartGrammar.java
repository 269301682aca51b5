package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.CostPartNode;

/**
 * Cost parts written with symbols or a number (602.1a, 118):
 * <pre>
 * part := ["pay"] "{E}"+                                     (107.14)
 *       | SYMBOL+                 (written together: "{2}{R}")
 *       | "pay" NUMBER "life"                                (119.4)
 *       | "remove" N KIND ("counter" | "counters") "from ~"  (122.8; N a count or X)
 *       | "draw" N ("card" | "cards")
 * N    := "a" | "an" | "one" ... "twenty" | NUMBER
 * </pre>
 */
public final class CostPartGrammar {

    private CostPartGrammar() {
    }

    /** The cost part the whole of {@code part} is, or null. */
    public static CostPartNode read(String part) {
        String t = part.strip();
        Cursor c = Cursor.of(t);
        CostPartNode node = c.attempt(x -> part(x, t));
        return node != null && c.atEnd() ? node : null;
    }

    private static CostPartNode part(Cursor c, String text) {
        int m = c.mark();
        boolean pay = c.accept("pay");
        int energy = 0;
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL && c.peek().text().equals("E")) {
            c.next();
            energy++;
        }
        int first = pay ? m + 1 : m;
        if (energy > 0 && c.atEnd() && together(c, first, text)
                && c.tokens(first, first + 1).get(0).start() == (pay ? "pay ".length() : 0)) {
            return new CostPartNode.Energy(energy);
        }
        c.reset(m);
        if (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
                if (c.next().text().isEmpty()) return null;
            }
            return c.atEnd() && together(c, m, text) ? new CostPartNode.ManaRun(text) : null;
        }
        if (c.accept("pay")) {
            Token n = c.peek();
            if (n == null || n.kind() != Token.Kind.NUMBER) return null;
            c.next();
            c.expect("life");
            return new CostPartNode.PayLife(Integer.parseInt(n.text()));
        }
        if (c.accept("remove")) {
            Integer n;
            if (c.accept("x")) {
                n = null;
            } else {
                n = count(c);
                if (n == null) return null;
            }
            Token kind = c.peek();
            if (kind == null || kind.kind() != Token.Kind.WORD && kind.kind() != Token.Kind.PT) return null;
            c.next();
            if (c.acceptAny("counters", "counter") == null) return null;
            c.expect("from ~");
            return new CostPartNode.RemoveCounters(n, kind.text());
        }
        if (c.accept("draw")) {
            Integer n = count(c);
            if (n == null || c.acceptAny("cards", "card") == null) return null;
            return new CostPartNode.Draw(n);
        }
        return null;
    }

    /** A fixed count ("a", "two", "3"; not "zero"), or null. */
    private static Integer count(Cursor c) {
        Token t = c.peek();
        if (t == null || t.is("zero")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        return n instanceof AmountNode.Fixed f ? f.value() : null;
    }

    /** Whether the symbols from token {@code from} to the end are written with no space between them ("{2}{R}"). */
    private static boolean together(Cursor c, int from, String text) {
        var symbols = c.tokens(from, c.mark());
        int at = symbols.get(0).start();
        for (Token s : symbols) {
            if (s.start() != at || text.charAt(at) != '{') return false;
            int close = text.indexOf('}', at);
            if (close < 0 || text.substring(at + 1, close).indexOf('{') >= 0) return false;
            at = close + 1;
        }
        return at == text.length();
    }
}
