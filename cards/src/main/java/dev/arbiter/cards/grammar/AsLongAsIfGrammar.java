package dev.arbiter.cards.grammar;

/**
 * A static line led by a condition before an "if" replacement or prevention (611.3b):
 * <pre>
 * line := "As long as" CONDITION "," "if" ...      (CONDITION: the words up to the first comma)
 * </pre>
 */
public final class AsLongAsIfGrammar {

    private AsLongAsIfGrammar() {
    }

    /** {condition, "if ..." sentence} as written, or null. */
    public static String[] read(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("as long as") || c.atEnd()) return null;
        int from = c.peek().start();
        if (from != "as long as ".length()) return null;
        while (!c.atEnd() && !c.at(",")) c.next();
        if (c.atEnd()) return null;
        Token comma = c.next();
        if (!c.at("if") || c.peek().start() != comma.start() + 2 || comma.start() <= from) return null;
        String body = text.substring(c.peek().start());
        if (body.length() <= 3 || body.charAt(2) != ' ') return null; // "if " and more
        return new String[] {text.substring(from, comma.start()), body};
    }
}
