package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;

/** Splits a file into trimmed lines, dropping comments and blank lines. */
final class LineReader {
    private LineReader() {}

    static List<SourceLine> read(String file, String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] raw = body.split("\r\n|\r|\n", -1);
        List<SourceLine> out = new ArrayList<>();
        for (int i = 0; i < raw.length; i++) {
            String trimmed = stripComment(raw[i].strip());
            if (!trimmed.isEmpty()) {
                boolean indented = Character.isWhitespace(raw[i].charAt(0));
                out.add(new SourceLine(trimmed, new Pos(file, i + 1), indented));
            }
        }
        return out;
    }

    /**
     * Removes a comment: {@code #} at the start of the line, or after whitespace when not followed
     * by a digit (so {@code Grizzly Bears#2} and {@code Grizzly Bears #2} are references, not comments).
     */
    static String stripComment(String line) {
        if (line.startsWith("#")) {
            return "";
        }
        for (int i = 1; i < line.length(); i++) {
            if (line.charAt(i) == '#' && Character.isWhitespace(line.charAt(i - 1))
                    && !(i + 1 < line.length() && Character.isDigit(line.charAt(i + 1)))) {
                return line.substring(0, i).strip();
            }
        }
        return line;
    }
}
