package dev.arbiter.cards.compile;

/**
 * 207.2d: a flavor word before a mode ("• Smash It — Destroy target artifact.") has no rules meaning; the mode is the
 * text after the dash. Read only on the bulleted modes of a modal spell or ability (700.2), where a dash between words
 * can't be part of the mode's own text. Like the ability words the text cleaner removes, the label is cut lexically:
 * <pre>
 * label := CAPITAL CHUNK-CHARS* (" " CHUNK-CHARS+){0,5} " — "      (followed by a capital letter or "~")
 * CHUNK-CHARS := ASCII letters, apostrophes, "!", ",", "-"
 * </pre>
 */
final class ModeFlavorWords {

    private ModeFlavorWords() {
    }

    /** {@code mode} without a leading flavor word. */
    static String strip(String mode) {
        int dash = mode.indexOf('—');
        if (dash < 2 || dash + 2 >= mode.length() || mode.charAt(dash - 1) != ' ' || mode.charAt(dash + 1) != ' ') return mode;
        char next = mode.charAt(dash + 2);
        if (!(next >= 'A' && next <= 'Z' || next == '~')) return mode;
        String label = mode.substring(0, dash - 1);
        if (!(label.charAt(0) >= 'A' && label.charAt(0) <= 'Z')) return mode;
        int chunks = 1;
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == ' ') {
                if (i + 1 >= label.length() || label.charAt(i + 1) == ' ') return mode; // one space, then a chunk
                chunks++;
            } else if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '\'' || c == '’' || c == '!' || c == ','
                    || c == '-')) {
                return mode;
            }
        }
        return chunks <= 6 ? mode.substring(dash + 2) : mode;
    }
}
