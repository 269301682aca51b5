package dev.arbiter.cards.grammar;

/**
 * "[subject] gets A. It gets B instead as long as [condition]." (611.3b, 613.4c): the same as "[subject] gets B as long as
 * [condition]. Otherwise, it gets A." — "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed
 * a dungeon.":
 * <pre>
 * line := subject "gets" PT "." "it gets" PT "instead as long as" words "."
 * </pre>
 */
public final class InsteadWhileGrammar {

    private InsteadWhileGrammar() {
    }

    /** The line as its "Otherwise" form, or null when {@code t} is not this shape. */
    public static String asOtherwise(String t) {
        Cursor c = Cursor.of(t);
        int n = Spans.size(c);
        if (n < 10 || !c.peek(n - 1).is(".")) return null;
        for (int k = 1; k < n; k++) {
            c.reset(k);
            if (!c.accept("gets")) continue;
            Token first = c.next();
            if (first == null || first.kind() != Token.Kind.PT || !c.accept(". it gets")) return null;
            Token second = c.next();
            if (second == null || second.kind() != Token.Kind.PT || !c.accept("instead as long as")) return null;
            int from = c.mark();
            if (from >= n - 1) return null;
            for (int i = from; i < n - 1; i++) {
                Token w = c.peek(i - from);
                if (w.is(".") || w.kind() == Token.Kind.QUOTED) return null;
            }
            c.reset(n - 1);
            String condition = Spans.source(t, c, from);
            c.reset(k);
            String subject = Spans.source(t, c, 0);
            return subject + " gets " + second.text() + " as long as " + condition + ". Otherwise, it gets " + first.text() + ".";
        }
        return null;
    }
}
