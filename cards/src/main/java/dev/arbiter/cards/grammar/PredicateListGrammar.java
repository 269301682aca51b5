package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PredicateList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A static line's body as a subject and a list of predicates, at least one of them "is COLOUR" (105.3, 613.1e-f, 613.4c):
 * <pre>
 * body      := subject item ("," item)* ["," ] "and" item
 * item      := GETS PT | IS COLOUR | HAS granted          (granted: the words up to the next separator)
 * GETS := "gets" | "get"   IS := "is" | "are"   HAS := "has" | "have"   COLOUR := "white" | "blue" | ...
 * </pre>
 * "As long as seven or more cards are in your graveyard, ~ gets +3/+3, is black, has trample, and has "..."". The
 * subject is the tokens before the first verb; a separator is "," or "and" followed by a verb.
 */
public final class PredicateListGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    private static final Set<String> VERBS = Set.of("gets", "get", "is", "are", "has", "have");

    private PredicateListGrammar() {
    }

    /** The reading of {@code body} (without its final "."), or null when it is not such a list. */
    public static PredicateList read(String body) {
        Cursor c = Cursor.of(body.strip());
        String text = body.strip();
        int n = Spans.size(c);
        int first = -1;
        for (int i = 1; i < n && first < 0; i++) {
            Token t = c.tokens(i, i + 1).get(0);
            if (t.kind() == Token.Kind.WORD && VERBS.contains(t.lower())) first = i;
        }
        if (first < 0) return null;
        var subject = LayerSubjectGrammar.read(c.tokens(0, first));
        if (subject == null) return null;
        c.reset(first);
        List<PredicateList.Item> items = new ArrayList<>();
        boolean joined = false;
        while (true) {
            PredicateList.Item item = item(c, text);
            if (item == null) return null;
            items.add(item);
            if (c.atEnd()) break;
            if (joined) return null; // "and" joins the last item only
            boolean comma = c.accept(",");
            joined = c.accept("and");
            if (!comma && !joined) return null;
        }
        if (items.size() < 2 || !joined) return null;
        if (items.stream().noneMatch(i -> i instanceof PredicateList.IsColor)) return null;
        return new PredicateList(subject, items);
    }

    /** One item at the cursor, consumed, or null. */
    private static PredicateList.Item item(Cursor c, String text) {
        Token v = c.next();
        if (v == null || v.kind() != Token.Kind.WORD || !VERBS.contains(v.lower())) return null;
        String verb = v.text();
        switch (v.lower()) {
            case "gets", "get" -> {
                Token pt = c.next();
                if (pt == null || pt.kind() != Token.Kind.PT) return null;
                int[] halves = signed(pt.text());
                return halves == null ? null : new PredicateList.Gets(verb, halves[0], halves[1]);
            }
            case "is", "are" -> {
                Token colour = c.next();
                if (colour == null || colour.kind() != Token.Kind.WORD || !COLOURS.contains(colour.lower())) return null;
                return new PredicateList.IsColor(verb, colour.lower());
            }
            default -> {
                Token from = c.peek();
                if (from == null) return null;
                while (!c.atEnd() && !separator(c)) c.next();
                int end = c.atEnd() ? text.length() : c.peek().start();
                String granted = text.substring(from.start(), end).strip();
                return granted.isEmpty() ? null : new PredicateList.Has(verb, GrantedListGrammar.read(granted));
            }
        }
    }

    /** Whether the cursor is at a separator: "," or "and" (or ", and") followed by a verb. */
    private static boolean separator(Cursor c) {
        int m = c.mark();
        boolean comma = c.accept(",");
        boolean and = c.accept("and");
        Token next = c.peek();
        c.reset(m);
        return (comma || and) && next != null && next.kind() == Token.Kind.WORD && VERBS.contains(next.lower());
    }

    /** A signed P/T change's halves ("+3/-1"), or null. */
    private static int[] signed(String pt) {
        int slash = pt.indexOf('/');
        if (slash < 0) return null;
        Integer p = number(pt.substring(0, slash));
        Integer t = number(pt.substring(slash + 1));
        return p == null || t == null ? null : new int[] {p, t};
    }

    private static Integer number(String s) {
        if (s.length() < 2 || "+-−".indexOf(s.charAt(0)) < 0) return null;
        for (int i = 1; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return null;
        int v = Integer.parseInt(s.substring(1));
        return s.charAt(0) == '+' ? v : -v;
    }
}
