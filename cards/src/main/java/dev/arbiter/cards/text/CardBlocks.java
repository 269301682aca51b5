package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;

/** Splits a card file into blocks of lines: blank lines separate cards, {@code #} lines are skipped. */
final class CardBlocks {

    private CardBlocks() {
    }

    /** The non-comment lines of each card, in file order. */
    static List<List<SourceLine>> split(String content) {
        List<List<SourceLine>> blocks = new ArrayList<>();
        List<SourceLine> current = new ArrayList<>();
        List<String> lines = lines(stripBom(content));
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    blocks.add(current);
                    current = new ArrayList<>();
                }
            } else if (!line.stripLeading().startsWith("#")) {
                current.add(new SourceLine(i + 1, line));
            }
        }
        if (!current.isEmpty()) {
            blocks.add(current);
        }
        return blocks;
    }

    /**
     * The lines of {@code text} as {@code split("\\R", -1)} gives them (a CR LF pair, or any one of LF, VT, FF, CR,
     * NEL, LS and PS, ends a line; a trailing empty line is kept), read in one pass without a regular expression.
     */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return lines;
    }

    private static String stripBom(String content) {
        return content.startsWith("\uFEFF") ? content.substring(1) : content;
    }
}
