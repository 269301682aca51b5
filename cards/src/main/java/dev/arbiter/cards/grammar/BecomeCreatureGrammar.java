package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.BecomeCreatureNode;
import dev.arbiter.cards.grammar.ast.ReferentNodes;

/**
 * "[Until end of turn, ](~ | target ... | enchanted WORD) becomes a[n] P/T [WORDS] creature [with ...] [DURATION]
 * [and (can't | gains | loses) ...][. It's still a[n] TYPE | that's still a[n] TYPE]." (205.1b, 613.1d-g), read by a
 * scan of the characters (issue 11: no expressions). Each optional part is tried present first; a part of free text
 * (the target, the words, what follows "with", the "and" clause) is the shortest that lets the rest fit.
 * <pre>
 * line     := ["until end of turn, "] OBJECT " becomes " ("an " | "a ") SIZE "/" SIZE " " (WORD [","] " ")* "creature"
 *             [" with " (QUOTED | CHAR)+] [DURATION] [" and " ("can't" | "gains" | "gain" | "loses" | "lose") " " TEXT]
 *             [("." | after a quote) " it's still " ("an " | "a ") WORD | " that's still " ("an " | "a ") WORD] "."
 * OBJECT   := "~" | "target " TEXT | "enchanted " WORD        SIZE := digits | "X"
 * DURATION := " until end of turn" | " until end of combat" | " for as long as ~ remains on the battlefield"
 *           | " for as long as you control ~"
 * </pre>
 */
public final class BecomeCreatureGrammar {

    private static final String[] DURATIONS = {" until end of turn", " until end of combat",
            " for as long as ~ remains on the battlefield", " for as long as you control ~"};
    private static final String[] AND_VERBS = {"can't", "gains", "gain", "loses", "lose"};

    private BecomeCreatureGrammar() {
    }

    /** The sentence's reading ({@code text} stripped), or null. */
    public static BecomeCreatureNode read(String text) {
        return readExact(text.strip());
    }

    /** The reading of {@code s} as it is (not stripped), or null. */
    public static BecomeCreatureNode readExact(String s) {
        String lead = null;
        int p = 0;
        if (TokenShapes.caseless(s, 0, "until end of turn, ")) {
            lead = s.substring(0, 19);
            p = 19;
        }
        if (p < s.length() && s.charAt(p) == '~') {
            BecomeCreatureNode n = afterObject(s, lead, p, p + 1);
            if (n != null) return n;
            return null;
        }
        if (TokenShapes.caseless(s, p, "target ")) {
            for (int k = p + 8; k < s.length(); k++) {
                if (s.charAt(k - 1) == '.') return null; // the target's words hold no period
                BecomeCreatureNode n = afterObject(s, lead, p, k);
                if (n != null) return n;
            }
            return null;
        }
        if (TokenShapes.caseless(s, p, "enchanted ")) {
            int k = p + 10;
            while (k < s.length() && wordChar(s.charAt(k))) k++;
            return k > p + 10 ? afterObject(s, lead, p, k) : null;
        }
        return null;
    }

    /** The rest after the object written from {@code from} to {@code to}. */
    private static BecomeCreatureNode afterObject(String s, String lead, int from, int to) {
        if (!TokenShapes.caseless(s, to, " becomes a")) return null;
        int p = to + " becomes a".length();
        if (p + 1 < s.length() && (s.charAt(p) == 'n' || s.charAt(p) == 'N') && s.charAt(p + 1) == ' ') p += 2;
        else if (p < s.length() && s.charAt(p) == ' ') p += 1;
        else return null;
        int pEnd = size(s, p);
        if (pEnd < 0 || pEnd >= s.length() || s.charAt(pEnd) != '/') return null;
        int tEnd = size(s, pEnd + 1);
        if (tEnd < 0 || tEnd >= s.length() || s.charAt(tEnd) != ' ') return null;
        String object = s.substring(from, to);
        ReferentNodes.TargetDesc target = TargetPhraseGrammar.targetDescIn(s, from, to); // the object read once as a target
        String power = s.substring(p, pEnd);
        String toughness = s.substring(pEnd + 1, tEnd);
        int w = tEnd + 1;
        // the words before "creature": each "WORD[,] " in turn, the fewest first
        int q = w;
        while (true) {
            if (TokenShapes.caseless(s, q, "creature")) {
                BecomeCreatureNode n = afterCreature(s, q + 8, new BecomeCreatureNode(lead, object, target, power, toughness,
                        s.substring(w, q), null, null, null, null));
                if (n != null) return n;
            }
            int r = q;
            while (r < s.length() && (wordChar(s.charAt(r)) || s.charAt(r) == '\'' || s.charAt(r) == '-')) r++;
            if (r == q) return null;
            if (r < s.length() && s.charAt(r) == ',') r++;
            if (r >= s.length() || s.charAt(r) != ' ') return null;
            q = r + 1;
        }
    }

    /** Digits or "X" at {@code i}: their end, or -1. */
    private static int size(String s, int i) {
        if (i < s.length() && (s.charAt(i) == 'X' || s.charAt(i) == 'x')) {
            // "\d+" is tried first; an X is no digit
            return i + 1;
        }
        int j = i;
        while (j < s.length() && s.charAt(j) >= '0' && s.charAt(j) <= '9') j++;
        return j > i ? j : -1;
    }

    private static BecomeCreatureNode afterCreature(String s, int c, BecomeCreatureNode n) {
        if (TokenShapes.caseless(s, c, " with ")) {
            int i = c + 6;
            while (i < s.length()) {
                char ch = s.charAt(i);
                if (ch == '"') {
                    int close = s.indexOf('"', i + 1);
                    if (close < 0) break;
                    i = close + 1;
                } else if (ch == '.') {
                    break;
                } else {
                    i++;
                }
                BecomeCreatureNode m = afterWith(s, i, n.withWith(s.substring(c, i), GrantedListGrammar.read(s.substring(c + 6, i))));
                if (m != null) return m;
            }
        }
        return afterWith(s, c, n);
    }

    private static BecomeCreatureNode afterWith(String s, int i, BecomeCreatureNode n) {
        for (String d : DURATIONS) {
            if (TokenShapes.caseless(s, i, d)) {
                BecomeCreatureNode m = afterDuration(s, i + d.length(), n.withDuration(s.substring(i, i + d.length())));
                if (m != null) return m;
            }
        }
        return afterDuration(s, i, n);
    }

    private static BecomeCreatureNode afterDuration(String s, int i, BecomeCreatureNode n) {
        if (TokenShapes.caseless(s, i, " and ")) {
            for (String v : AND_VERBS) {
                int t = i + 5 + v.length();
                if (!TokenShapes.caseless(s, i + 5, v) || t >= s.length() || s.charAt(t) != ' ') continue;
                for (int e = t + 2; e <= s.length(); e++) {
                    if (s.charAt(e - 1) == '.') break;
                    BecomeCreatureNode m = still(s, e, n.withAnd(s.substring(i, e)));
                    if (m != null) return m;
                }
            }
        }
        return still(s, i, n);
    }

    private static BecomeCreatureNode still(String s, int i, BecomeCreatureNode n) {
        boolean dot = i < s.length() && s.charAt(i) == '.';
        boolean quote = i > 0 && s.charAt(i - 1) == '"';
        for (int start : dot ? new int[] {i + 1} : quote ? new int[] {i} : new int[0]) {
            String w = stillWord(s, start, " it's still a");
            if (w != null) return n.withStill(w);
        }
        String w = stillWord(s, i, " that's still a");
        if (w != null) return n.withStill(w);
        // the sentence's period inside the quoted ability it ends with (113.1a)
        return i == s.length() - 1 && dot || quote && i == s.length() && n.with() != null ? n : null;
    }

    /** The WORD of "[phrase]n WORD." or "[phrase] WORD." at {@code i} to the end, or null. */
    private static String stillWord(String s, int i, String phrase) {
        if (!TokenShapes.caseless(s, i, phrase)) return null;
        int p = i + phrase.length();
        for (int start : new int[] {p + 2, p + 1}) {
            if (start == p + 2 && !(p + 1 < s.length() && (s.charAt(p) == 'n' || s.charAt(p) == 'N') && s.charAt(p + 1) == ' ')) continue;
            if (start == p + 1 && !(p < s.length() && s.charAt(p) == ' ')) continue;
            int e = start;
            while (e < s.length() && wordChar(s.charAt(e))) e++;
            if (e > start && e == s.length() - 1 && s.charAt(e) == '.') return s.substring(start, e);
        }
        return null;
    }

    private static boolean wordChar(char ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_';
    }

}
