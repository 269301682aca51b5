package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Splits comma-separated lists whose entries may themselves contain commas ("Melira, Sylvok
 * Outcast"). Commas inside parentheses never split. From each position the longest run of pieces
 * that {@code known} accepts is one entry; when none is accepted the single piece is.
 */
final class CommaLists {
    private CommaLists() {}

    /**
     * @param known tested only on candidates that span several pieces (so contain a comma);
     *              must not throw
     */
    static List<String> split(String text, Pos pos, Predicate<String> known) {
        List<String> pieces = topLevel(text);
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < pieces.size()) {
            int end = i;
            for (int j = pieces.size() - 1; j > i; j--) {
                if (known.test(join(pieces, i, j))) {
                    end = j;
                    break;
                }
            }
            String entry = join(pieces, i, end);
            if (entry.isEmpty()) {
                throw new ScenarioSyntaxException(pos, "empty entry in the list \"" + text.strip() + "\"");
            }
            out.add(entry);
            i = end + 1;
        }
        return out;
    }

    /** Splits at commas that are not inside parentheses. */
    static List<String> topLevel(String text) {
        List<String> pieces = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '(') {
                depth++;
            } else if (c == ')' && depth > 0) {
                depth--;
            } else if (c == ',' && depth == 0) {
                pieces.add(text.substring(start, k));
                start = k + 1;
            }
        }
        pieces.add(text.substring(start));
        return pieces;
    }

    private static String join(List<String> pieces, int from, int to) {
        return String.join(",", pieces.subList(from, to + 1)).strip();
    }
}
