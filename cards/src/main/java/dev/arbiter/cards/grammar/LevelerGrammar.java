package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LevelerNodes;
import java.util.Locale;

/**
 * A leveler's own lines (702.87, 711):
 * <pre>
 * level-up  := "Level up" " " symbol+ [" (" reminder ")"]     (any case; symbol := "{" characters "}")
 * striation := "LEVEL" " " number ("-" number | "+")
 * pt        := number "/" number
 * </pre>
 * Read by characters: "LEVEL" is matched in capitals, as printed on the striation.
 */
public final class LevelerGrammar {

    private LevelerGrammar() {
    }

    /** "Level up [cost]", or null. */
    public static LevelerNodes.LevelUp levelUp(String text) {
        if (lineEnd(text) || !text.toLowerCase(Locale.ROOT).startsWith("level up ")) return null;
        int i = "level up ".length();
        int start = i;
        while (i < text.length() && text.charAt(i) == '{') {
            int close = text.indexOf('}', i + 1);
            if (close < 0 || close == i + 1) return null;
            i = close + 1;
        }
        if (i == start) return null;
        String cost = text.substring(start, i);
        if (i == text.length()) return new LevelerNodes.LevelUp(cost);
        return text.startsWith(" (", i) && text.endsWith(")") && text.length() >= i + 3 ? new LevelerNodes.LevelUp(cost) : null;
    }

    /** "LEVEL N1-N2" / "LEVEL N1+", or null. */
    public static LevelerNodes.Striation striation(String text) {
        if (lineEnd(text) || !text.startsWith("LEVEL ")) return null;
        int i = "LEVEL ".length();
        int end = digits(text, i);
        if (end == i || end >= text.length()) return null;
        int min = Integer.parseInt(text.substring(i, end));
        if (text.charAt(end) == '+') return end + 1 == text.length() ? new LevelerNodes.Striation(min, Integer.MAX_VALUE) : null;
        if (text.charAt(end) != '-') return null;
        int maxEnd = digits(text, end + 1);
        if (maxEnd == end + 1 || maxEnd != text.length()) return null;
        return new LevelerNodes.Striation(min, Integer.parseInt(text.substring(end + 1, maxEnd)));
    }

    /** "P/T", or null. */
    public static LevelerNodes.PowerToughness powerToughness(String text) {
        int slash = digits(text, 0);
        if (slash == 0 || slash >= text.length() || text.charAt(slash) != '/') return null;
        int end = digits(text, slash + 1);
        if (end == slash + 1 || end != text.length()) return null;
        return new LevelerNodes.PowerToughness(Integer.parseInt(text.substring(0, slash)), Integer.parseInt(text.substring(slash + 1)));
    }

    private static int digits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
        return i;
    }

    private static boolean lineEnd(String text) {
        return text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0;
    }
}
