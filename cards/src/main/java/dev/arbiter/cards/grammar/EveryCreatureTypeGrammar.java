package dev.arbiter.cards.grammar;

import java.util.List;

/**
 * "is every creature type" / "gains all creature types" said of an object other than the card itself (205.3m,
 * 702.73a), read as its changeling wording (words compared with their printed case):
 * <pre>
 * attached := head ", has" WORDS [","] "and is every creature type ."  read as  head "and has" WORDS "and changeling."
 *           | head "and is every creature type ."                     read as  head "and has changeling."
 *           | ("Equipped" | "Enchanted" | lower case) "creature is every creature type ."
 *                                                                      read as  "... creature has changeling."
 * gains    := ... ("gains" | "gain") "all creature types" ...        read as  ... "gains changeling" ...
 *           | ... "with all creature types" ...                     read as  ... "with changeling" ... (Mutavault)
 * WORDS    := words of letters, digits and underscores
 * </pre>
 */
public final class EveryCreatureTypeGrammar {

    private static final List<String> AND_IS = List.of("and", "is", "every", "creature", "type", ".");
    private static final List<String> IS = List.of("creature", "is", "every", "creature", "type", ".");

    private EveryCreatureTypeGrammar() {
    }

    /** The line in changeling words, or null when it has no such phrase. */
    public static String changelingWording(String text) {
        Cursor c = Cursor.of(text);
        int n = 0;
        while (c.peek(n) != null) n++;
        int andIs = n - AND_IS.size();
        if (andIs >= 1 && exact(c, andIs, AND_IS)) {
            String has = hasAndIs(text, c, andIs);
            if (has != null) return has;
            String head = text.substring(0, c.peek(andIs).start()).strip();
            if (!text.substring(0, c.peek(andIs).start()).endsWith(" ")) return gains(text, c, n);
            if (!head.contains(" is every creature type")) return head + " and has changeling.";
        }
        if (n == IS.size() + 1 && exact(c, 1, IS)
                && List.of("Equipped", "equipped", "Enchanted", "enchanted").contains(c.peek(0).text())
                && c.peek(0).start() == 0) {
            return text.substring(0, c.peek(1).start() + "creature".length()) + " has changeling.";
        }
        return gains(text, c, n);
    }

    /** head ", has" WORDS [","] "and is every creature type .", the first such "has"; null when there is none. */
    private static String hasAndIs(String text, Cursor c, int andIs) {
        int end = c.peek(andIs - 1).is(",") ? andIs - 1 : andIs;
        for (int k = 1; k + 2 < end; k++) {
            if (!c.peek(k).text().equals(",") || !c.peek(k + 1).text().equals("has")) continue;
            boolean words = true;
            for (int i = k + 2; i < end; i++) {
                Token t = c.peek(i);
                words &= (t.kind() == Token.Kind.WORD || t.kind() == Token.Kind.NUMBER)
                        && t.text().chars().allMatch(EveryCreatureTypeGrammar::wordChar);
            }
            if (!words) continue;
            String head = text.substring(0, c.peek(k).start());
            String keywords = text.substring(c.peek(k + 2).start(), c.peek(end).start()).strip();
            return head + " and has " + keywords + " and changeling.";
        }
        return null;
    }

    private static String gains(String text) {
        Cursor c = Cursor.of(text);
        int n = 0;
        while (c.peek(n) != null) n++;
        return gains(text, c, n);
    }

    /** Every "gain(s) | with all creature types" as "gain(s) | with changeling", or null when there is none. */
    private static String gains(String text, Cursor c, int n) {
        StringBuilder b = null;
        int copied = 0;
        for (int i = 0; i < n; i++) {
            Token verb = c.peek(i);
            if (verb.kind() == Token.Kind.QUOTED) { // the words of a quoted ability too
                int at = text.indexOf(verb.text(), verb.start());
                String inner = at < 0 ? null : gains(verb.text());
                if (inner == null) continue;
                if (b == null) b = new StringBuilder();
                b.append(text, copied, at).append(inner);
                copied = at + verb.text().length();
                continue;
            }
            if (i + 3 >= n) continue;
            if (!(verb.text().equals("gains") || verb.text().equals("gain") || verb.text().equals("with")) || verb.kind() != Token.Kind.WORD
                    || !c.peek(i + 1).text().equals("all") || !c.peek(i + 2).text().equals("creature")
                    || !c.peek(i + 3).text().equals("types")) continue;
            if (b == null) b = new StringBuilder();
            Token types = c.peek(i + 3);
            b.append(text, copied, verb.start()).append(verb.text()).append(" changeling");
            copied = types.start() + types.text().length();
            i += 3;
        }
        if (b == null) return null;
        return b.append(text.substring(copied)).toString();
    }

    /** A character of a regular-expression word: ASCII letters and digits, and "_". */
    private static boolean wordChar(int ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_';
    }

    private static boolean exact(Cursor c, int from, List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            Token t = c.peek(from + i);
            if (t == null || !t.text().equals(words.get(i))) return false;
        }
        return true;
    }
}
