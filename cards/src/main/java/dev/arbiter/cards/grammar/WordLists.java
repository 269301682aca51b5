package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The items of a written list, split at its separators by a scan of the characters (issue 11: no expressions). Like
 * a split around a pattern: the text between separators, left to right; a separator at the start leaves an empty
 * first item; empty items at the end are dropped; no separator leaves the whole text.
 */
public final class WordLists {

    private WordLists() {
    }

    /** The words of {@code s}, split at runs of whitespace. */
    public static List<String> words(String s) {
        return split(s, (t, i) -> {
            int j = i;
            while (j < t.length() && space(t.charAt(j))) j++;
            return j;
        });
    }

    /** The colours of "white, blue and black": split at ", and ", ", ", " and " and " ". */
    public static List<String> colours(String s) {
        return split(s, (t, i) -> {
            int j = t.startsWith(", ", i) ? i + 2 : t.charAt(i) == ' ' ? i + 1 : i;
            return j > i && t.startsWith("and ", j) ? j + 4 : j;
        });
    }

    /** The items of "flying, first strike and haste": split at ", and ", " and " and ", ". */
    public static List<String> andItems(String s) {
        return split(s, (t, i) -> t.startsWith(", and ", i) ? i + 6 : t.startsWith(" and ", i) ? i + 5
                : t.startsWith(", ", i) ? i + 2 : i);
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** {@code s} split where {@code separatorEnd} (text, index) answers an end past the index. */
    private static List<String> split(String s, BiFunction<String, Integer, Integer> separatorEnd) {
        List<String> out = new ArrayList<>();
        int from = 0;
        int i = 0;
        boolean split = false;
        while (i < s.length()) {
            int end = separatorEnd.apply(s, i);
            if (end > i) {
                out.add(s.substring(from, i));
                from = end;
                i = end;
                split = true;
            } else {
                i++;
            }
        }
        if (!split) return List.of(s);
        out.add(s.substring(from));
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        return out;
    }
}
