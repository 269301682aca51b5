package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * Where effect text divides (608.2c: the sentences in order, and the clauses of one sentence), by a scan of the
 * characters (issue 11: no expressions).
 * <pre>
 * text     := sentence ("." WHITESPACE+ sentence)*
 * sentence := clause (joiner clause)*      joiner := [","] " and " | ", then "   (any case)
 * </pre>
 */
public final class EffectJoiners {

    private EffectJoiners() {
    }

    /**
     * The sentences of {@code text} (its final period already cut): split at each period followed by whitespace, the
     * whitespace dropped; empty sentences at the end dropped.
     */
    public static List<String> sentences(String text) {
        List<String> out = new ArrayList<>();
        int from = 0;
        boolean split = false;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != '.' || i + 1 >= text.length() || !space(text.charAt(i + 1))) continue;
            out.add(text.substring(from, i));
            int j = i + 1;
            while (j < text.length() && space(text.charAt(j))) j++;
            from = j;
            i = j - 1;
            split = true;
        }
        if (!split) return List.of(text);
        out.add(text.substring(from));
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        return out;
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /**
     * The joiners of one sentence, left to right without overlap: {start, end} of each ", and " / " and " /
     * ", then " (the clause before ends at start, the rest begins at end).
     */
    public static List<int[]> joiners(String s) {
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            int end = joinerAt(s, i);
            if (end > i) {
                out.add(new int[] {i, end});
                i = end;
            } else {
                i++;
            }
        }
        return out;
    }

    private static int joinerAt(String s, int i) {
        if (s.charAt(i) == ',' && lettersAt(s, i + 1, " and ")) return i + 6;
        if (lettersAt(s, i, " and ")) return i + 5;
        if (lettersAt(s, i, ", then ")) return i + 7;
        return i;
    }

    /** Whether {@code word} (lower-case ASCII) is written at {@code i}, letters in any case. */
    private static boolean lettersAt(String s, int i, String word) {
        if (i + word.length() > s.length()) return false;
        for (int k = 0; k < word.length(); k++) {
            char a = s.charAt(i + k);
            char w = word.charAt(k);
            if (a != w && !(w >= 'a' && w <= 'z' && a == (char) (w - ('a' - 'A')))) return false;
        }
        return true;
    }
}
