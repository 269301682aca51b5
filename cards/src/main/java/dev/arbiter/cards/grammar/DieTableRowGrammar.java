package dev.arbiter.cards.grammar;

/**
 * A row of a die's results table (706.3b), printed as a paragraph of its own:
 * <pre>
 * row   := number [dash number | "+"] "|" text        (spaces around the dash and before the bar allowed)
 * dash  := "—" | "–" | "-"
 * </pre>
 * Read by characters: the bar and the dashes are not words of the token grammar.
 */
public final class DieTableRowGrammar {

    private DieTableRowGrammar() {
    }

    /** Whether {@code text} is a results row ("1—9 | Draw two cards.", "20 | ...", "10+ | ..."). */
    public static boolean isRow(String text) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) return false;
        int i = digits(text, 0);
        if (i == 0) return false;
        int afterNumber = i;
        if (i < text.length() && text.charAt(i) == '+') {
            i++;
        } else {
            int j = spaces(text, i);
            if (j < text.length() && "\u2014\u2013-".indexOf(text.charAt(j)) >= 0) {
                int k = spaces(text, j + 1);
                int end = digits(text, k);
                i = end > k ? end : afterNumber;
            }
        }
        i = spaces(text, i);
        return i < text.length() && text.charAt(i) == '|';
    }

    private static int digits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
        return i;
    }

    private static int spaces(String text, int from) {
        int i = from;
        while (i < text.length() && " \t\u000B\f".indexOf(text.charAt(i)) >= 0) i++;
        return i;
    }
}
