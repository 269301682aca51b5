package dev.arbiter.cards.grammar;

/** The source text of a span of tokens, exactly as printed (spacing and case kept). */
public final class Spans {

    private Spans() {
    }

    /** The text of {@code line} from the token at {@code fromMark} to the cursor's position, stripped. */
    public static String source(String line, Cursor c, int fromMark) {
        int to = c.mark();
        c.reset(fromMark);
        Token first = c.peek();
        c.reset(to);
        if (first == null || fromMark >= to) return "";
        Token end = c.peek();
        return line.substring(first.start(), end == null ? line.length() : end.start()).strip();
    }

    /** How many tokens there are from the cursor's position on. */
    public static int size(Cursor c) {
        int n = 0;
        while (c.peek(n) != null) n++;
        return n;
    }
}
