package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/** Splits one line of oracle text (reminder text already removed, the card's name as {@code ~}) into tokens. */
public final class Tokenizer {

    private Tokenizer() {
    }

    /** The tokens of {@code text}; never fails: an unknown character becomes a punctuation token. */
    public static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                end = end < 0 ? n - 1 : end;
                out.add(new Token(Token.Kind.SYMBOL, text.substring(i + 1, end).toUpperCase(java.util.Locale.ROOT), i));
                i = end + 1;
            } else if (c == '"' || c == '“') {
                int end = closingQuote(text, i + 1);
                out.add(new Token(Token.Kind.QUOTED, text.substring(i + 1, end).strip(), i));
                i = Math.min(n, end + 1);
            } else if (c == '~') {
                out.add(new Token(Token.Kind.SELF, "~", i));
                i++;
            } else if (ptAt(text, i) > i) {
                int end = ptAt(text, i);
                out.add(new Token(Token.Kind.PT, text.substring(i, end).replace('−', '-'), i));
                i = end;
            } else if (Character.isDigit(c)) {
                int end = i;
                while (end < n && Character.isDigit(text.charAt(end))) end++;
                out.add(new Token(Token.Kind.NUMBER, text.substring(i, end), i));
                i = end;
            } else if (Character.isLetter(c)) {
                int end = i;
                while (end < n && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '\''
                        || text.charAt(end) == '’' || (text.charAt(end) == '-' && end + 1 < n
                        && Character.isLetter(text.charAt(end + 1))))) {
                    end++;
                }
                out.add(new Token(Token.Kind.WORD, text.substring(i, end).replace('’', '\''), i));
                i = end;
            } else {
                out.add(new Token(Token.Kind.PUNCT, String.valueOf(c == '–' ? '—' : c), i));
                i++;
            }
        }
        return out;
    }

    private static int closingQuote(String text, int from) {
        for (int j = from; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '"' || c == '”') return j;
        }
        return text.length();
    }

    /** The end of a P/T pair ("+1/+1", "-2/-0", "2/2", "X/X", "+X/+0") starting at {@code i}, or {@code i}. */
    private static int ptAt(String text, int i) {
        int j = part(text, i);
        if (j == i || j >= text.length() || text.charAt(j) != '/') return i;
        int k = part(text, j + 1);
        if (k == j + 1) return i;
        if (k < text.length() && Character.isLetterOrDigit(text.charAt(k))) return i;
        return k;
    }

    private static int part(String text, int i) {
        int j = i;
        if (j < text.length() && (text.charAt(j) == '+' || text.charAt(j) == '-' || text.charAt(j) == '−')) j++;
        int digits = j;
        while (j < text.length() && Character.isDigit(text.charAt(j))) j++;
        if (j == digits && j < text.length() && (text.charAt(j) == 'X' || text.charAt(j) == '*')) j++;
        return j == digits ? i : j;
    }
}
