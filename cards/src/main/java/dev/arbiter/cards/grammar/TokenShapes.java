package dev.arbiter.cards.grammar;

/** The shapes of single tokens the grammar checks by their characters: a power/toughness pair, a number, mana symbols. */
public final class TokenShapes {

    private TokenShapes() {
    }

    /** One or more ASCII digits. */
    public static boolean digits(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return false;
        }
        return true;
    }

    /** A fixed power/toughness pair, "3/2" (208.1): digits, a slash, digits. */
    public static boolean fixedPt(String s) {
        int slash = s.indexOf('/');
        return slash > 0 && digits(s.substring(0, slash)) && digits(s.substring(slash + 1));
    }

    /** One coloured or colourless mana symbol's letter, W U B R G or C (106.1, 107.4). */
    public static boolean colourOrColourless(String s) {
        return s.length() == 1 && "WUBRGC".indexOf(s.charAt(0)) >= 0;
    }

    /** Mana symbols written together, "{2}{R}" (107.4): one or more braces, each holding something. */
    public static boolean symbols(String s) {
        if (s.isEmpty()) return false;
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) != '{') return false;
            int close = s.indexOf('}', i + 1);
            if (close < 0 || close == i + 1) return false;
            i = close + 1;
        }
        return true;
    }

    /** One or more ASCII letters. */
    public static boolean letters(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) return false;
        }
        return true;
    }

    /** A word token of two or more ASCII letters (a creature type as clauses write it). */
    public static boolean letterWord(Token t) {
        return t != null && t.kind() == Token.Kind.WORD && t.text().length() >= 2 && letters(t.text());
    }

    /** A word token of \w characters only (ASCII letters, digits, underscores). */
    public static boolean wordOnly(Token t) {
        return t != null && t.kind() == Token.Kind.WORD && t.text().chars().allMatch(TokenShapes::wordChar);
    }

    /** A word character as regular expressions' \w counts it: an ASCII letter, digit or underscore. */
    public static boolean wordChar(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /** Whether {@code word} (lower-case ASCII, with spaces and slashes) is written at {@code i} of {@code s}, letters in any case. */
    public static boolean caseless(String s, int i, String word) {
        if (i < 0 || i + word.length() > s.length()) return false;
        for (int k = 0; k < word.length(); k++) {
            char a = s.charAt(i + k);
            char w = word.charAt(k);
            if (a != w && !(w >= 'a' && w <= 'z' && a == (char) (w - ('a' - 'A')))) return false;
        }
        return true;
    }
}
