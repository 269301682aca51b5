package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * Word sequences in a clause as printed: tokens compared as {@link Token#is} does, written one space apart (a comma
 * right after its word). Elements: a word, {@code "#AMT"} (an amount word, {@link ClauseShapeGrammar#amountWord}),
 * {@code "#SPT"} (a signed fixed P/T, "+1/+1", "-2/-0") and {@code "#PT"} (an unsigned one, "3/3").
 */
final class ClauseWords {

    private ClauseWords() {
    }

    /** The tokens of {@code clause}. */
    static List<Token> of(String clause) {
        Cursor c = Cursor.of(clause);
        List<Token> all = new ArrayList<>();
        while (!c.atEnd()) all.add(c.next());
        return all;
    }

    /** Where token {@code t} ends in the clause (words, numbers, P/T, "~" and punctuation keep their length). */
    static int end(Token t) {
        return t.start() + t.text().length();
    }

    /** Whether {@code b} follows {@code a} after exactly one space. */
    static boolean spaced(String clause, Token a, Token b) {
        return b.start() == end(a) + 1 && clause.charAt(end(a)) == ' ';
    }

    /** Whether the elements come at token {@code i} on, spaced as printed. */
    static boolean at(String clause, List<Token> t, int i, String... elements) {
        if (i < 0 || i + elements.length > t.size()) return false;
        for (int k = 0; k < elements.length; k++) {
            Token tok = t.get(i + k);
            if (!matches(tok, elements[k])) return false;
            if (k > 0) {
                Token prev = t.get(i + k - 1);
                boolean ok = elements[k].equals(",") ? tok.start() == end(prev) : spaced(clause, prev, tok);
                if (!ok) return false;
            }
        }
        return true;
    }

    /** Whether the elements end the clause (the last one its last character); their first token's index, else -1. */
    static int suffix(String clause, List<Token> t, String... elements) {
        int i = t.size() - elements.length;
        return i >= 0 && at(clause, t, i, elements) && end(t.get(t.size() - 1)) == clause.length() ? i : -1;
    }

    private static boolean matches(Token t, String element) {
        return switch (element) {
            case "#AMT" -> ClauseShapeGrammar.amountWord(t);
            case "#SPT" -> t.kind() == Token.Kind.PT && signedHalves(t.text());
            case "#PT" -> t.kind() == Token.Kind.PT && digitHalves(t.text());
            default -> t.is(element);
        };
    }

    /** "+N/-N": each half a sign and digits. */
    private static boolean signedHalves(String pt) {
        int slash = pt.indexOf('/');
        return slash > 0 && signed(pt.substring(0, slash)) && signed(pt.substring(slash + 1));
    }

    private static boolean signed(String half) {
        return half.length() >= 2 && (half.charAt(0) == '+' || half.charAt(0) == '-') && digits(half.substring(1));
    }

    /** "N/N": digits only. */
    private static boolean digitHalves(String pt) {
        int slash = pt.indexOf('/');
        return slash > 0 && digits(pt.substring(0, slash)) && digits(pt.substring(slash + 1));
    }

    static boolean digits(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        }
        return true;
    }

    /** Whether every character is an ASCII letter or a space (a keyword list as plain words), and there is one. */
    static boolean lettersAndSpaces(String s) {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch == ' ')) return false;
        }
        return true;
    }

    /**
     * The subject written before verb token {@code i} ("Target creature" in "Target creature gets ..."): the text up
     * to the space before it, at least one character; null when the verb starts the clause or is not spaced.
     */
    static String subjectBefore(String clause, Token verb) {
        int s = verb.start();
        return s >= 2 && clause.charAt(s - 1) == ' ' ? clause.substring(0, s - 1) : null;
    }

    /** The text between token {@code a} and token {@code b}, one space after a and one before b; null if empty or unspaced. */
    static String between(String clause, Token a, Token b) {
        int from = end(a) + 1;
        int to = b.start() - 1;
        if (from > clause.length() || clause.charAt(end(a)) != ' ' || to < from + 1 || clause.charAt(to) != ' ') {
            return null;
        }
        return clause.substring(from, to);
    }

    /** The text after token {@code a} and one space, at least one character, or null. */
    static String after(String clause, Token a) {
        int from = end(a) + 1;
        return from < clause.length() + 1 && end(a) < clause.length() && clause.charAt(end(a)) == ' '
                && from < clause.length() ? clause.substring(from) : null;
    }
}
