package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/** Splits a card file into blocks of lines: blank lines separate cards, {@code #} lines are skipped. */
final class CardBlocks {

    private CardBlocks() {
    }

    /** The non-comment lines of each card, in file order. */
    static List<List<SourceLine>> split(String content) {
        return blocks(stripBom(content), 1);
    }

    /** Below this many characters a file is split on one thread. */
    private static final int TWO_THREADS_FROM = 1 << 16;

    /**
     * The same blocks as {@link #split}; a large file is cut in two at an empty line near its middle and the second
     * part is split on the common pool while this thread splits the first. An empty line ends any card before it, so
     * the two parts' blocks are the whole file's; the second part's lines are numbered after the first part's.
     */
    static List<List<SourceLine>> splitOnTwoThreads(String content) {
        String text = stripBom(content);
        int cut = text.length() < TWO_THREADS_FROM ? -1 : emptyLineAfter(text, text.length() / 2);
        if (cut < 0) return blocks(text, 1);
        String first = text.substring(0, cut);
        String second = text.substring(cut);
        int secondNumber = 1 + lineBreaks(first);
        ForkJoinTask<List<List<SourceLine>>> later = ForkJoinPool.commonPool().submit(() -> blocks(second, secondNumber));
        List<List<SourceLine>> blocks = blocks(first, 1);
        blocks.addAll(later.join());
        return blocks;
    }

    /**
     * The first index {@code i >= from} where a line starts that is empty and follows a line ended by LF: {@code
     * text[i - 1]} is LF and {@code text[i]} is LF or CR (a line break, which no line break before it joins with); -1
     * when there is none.
     */
    static int emptyLineAfter(String text, int from) {
        for (int i = Math.max(from, 1); i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c == '\n' || c == '\r') && text.charAt(i - 1) == '\n') return i;
        }
        return -1;
    }

    /** How many lines {@code text} ends, as {@link #lines} counts them (a CR LF pair is one line break). */
    static int lineBreaks(String text) {
        int breaks = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
                breaks++;
            }
        }
        return breaks;
    }

    /** The blocks of {@code text} (without a byte order mark), its first line numbered {@code firstNumber}. */
    private static List<List<SourceLine>> blocks(String text, int firstNumber) {
        List<List<SourceLine>> blocks = new ArrayList<>();
        List<SourceLine> current = new ArrayList<>();
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    blocks.add(current);
                    current = new ArrayList<>();
                }
            } else if (!line.stripLeading().startsWith("#")) {
                current.add(new SourceLine(firstNumber + i, line));
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
