package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.GetsWhere;

/**
 * A static power/toughness change by a defined letter (613.4c, 107.3), the line's body without its final ".":
 * <pre>
 * body := subject ("gets" | "get") SIGN P "/" SIGN T ", where X is" count [[","] "and Y is" count]
 * P    := "X" | NUMBER          T := "X" | "Y" | NUMBER          SIGN := "+" | "-"
 * </pre>
 * The subject is the words before the first "get(s)" the rest reads after; the counts are kept as printed.
 */
public final class GetsWhereGrammar {

    private GetsWhereGrammar() {
    }

    /** The body as a node, or throws {@link ParseFailure}. */
    public static GetsWhere parse(String body) {
        Cursor c = Cursor.of(body);
        for (int i = 1; c.peek(i) != null; i++) {
            Token verb = c.peek(i);
            if (verb.kind() != Token.Kind.WORD || !(verb.is("gets") || verb.is("get"))) continue;
            GetsWhere found = at(body, c, i);
            if (found != null) return found;
        }
        throw c.fail("\"gets +X/+X, where X is\"");
    }

    /** The reading with the verb at token {@code i}, or null. */
    private static GetsWhere at(String body, Cursor c, int i) {
        Token verb = c.peek(i);
        int verbEnd = verb.start() + verb.text().length();
        if (verb.start() < 1 || body.charAt(verb.start() - 1) != ' ') return null;
        int j = i + 1;
        while (c.peek(j) != null && !c.peek(j).is(",")) j++;
        Token comma = c.peek(j);
        if (comma == null || !body.startsWith(" ", verbEnd)) return null;
        String pt = body.substring(verbEnd + 1, comma.start());
        int slash = pt.indexOf('/');
        if (slash < 0) return null;
        String p = part(pt.substring(0, slash), false);
        String t = part(pt.substring(slash + 1), true);
        if (p == null || t == null) return null;
        int start = c.mark();
        c.reset(start + j + 1);
        try {
            if (!c.accept("where x is") || c.atEnd()) return null;
            int countFrom = c.mark();
            String x = null;
            String y = null;
            while (!c.atEnd()) {
                int before = c.mark();
                c.accept(",");
                if (c.accept("and y is") && !c.atEnd() && before > countFrom) {
                    int yFrom = c.mark();
                    c.reset(before);
                    x = Spans.source(body, c, countFrom);
                    c.reset(yFrom);
                    while (!c.atEnd()) c.next();
                    y = Spans.source(body, c, yFrom);
                    break;
                }
                c.reset(before);
                c.next();
            }
            if (x == null) x = Spans.source(body, c, countFrom);
            LayerSubject subject = LayerSubjectGrammar.read(c.tokens(start, start + i));
            return new GetsWhere(subject, verb.text(), pt.charAt(0) == '-' ? -1 : 1, p,
                    pt.charAt(slash + 1) == '-' ? -1 : 1, t, x, y);
        } finally {
            c.reset(start);
        }
    }

    /** "X" (or "Y" when allowed) or the digits after the sign, or null. */
    private static String part(String s, boolean y) {
        if (s.length() < 2 || (s.charAt(0) != '+' && s.charAt(0) != '-')) return null;
        String v = s.substring(1);
        if (v.equalsIgnoreCase("x")) return "X";
        if (y && v.equalsIgnoreCase("y")) return "Y";
        return v.chars().allMatch(Character::isDigit) && v.chars().allMatch(ch -> ch < 128) ? v : null;
    }
}
