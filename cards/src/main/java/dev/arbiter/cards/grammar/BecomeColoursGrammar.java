package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.BecomeColoursNode;
import dev.arbiter.cards.grammar.ast.ReferentNodes;

/**
 * "~ | target ... becomes [colours | colorless] [and gains K] [until end of turn]." (105.3, 613.1e), read by a scan
 * of the characters (issue 11: no expressions).
 * <pre>
 * line    := OBJECT " becomes " (COLOUR ([","] " " ["and "] COLOUR)* | "colorless" | CHOICE)
 *            [" and gains " KEYWORDS] [" until end of turn"] "."
 * OBJECT  := "~" | "target " TEXT         (no period; the shortest that fits)
 * COLOUR  := "white" | "blue" | "black" | "red" | "green"      KEYWORDS := ASCII letters, spaces and commas
 * CHOICE  := "the color of your choice"     (chosen as the effect resolves, 608.2d)
 * </pre>
 */
public final class BecomeColoursGrammar {

    private static final String[] COLOURS = {"white", "blue", "black", "red", "green"};
    private static final String BECOMES = " becomes ";
    private static final String UNTIL = " until end of turn";
    /** The colour chosen as the effect resolves (608.2d), read in place of a colour list. */
    public static final String CHOICE = "the color of your choice";

    private BecomeColoursGrammar() {
    }

    /** The sentence's reading, or null. */
    public static BecomeColoursNode read(String text) {
        String s = text.strip();
        if (s.isEmpty() || s.charAt(s.length() - 1) != '.') return null;
        String body = s.substring(0, s.length() - 1);
        if (body.indexOf('.') >= 0) return null;
        if (body.startsWith("~") && TokenShapes.caseless(body, 1, BECOMES)) {
            BecomeColoursNode n = rest(true, null, body.substring(1 + BECOMES.length()));
            if (n != null) return n;
        }
        if (!TokenShapes.caseless(body, 0, "target ")) return null;
        for (int k = "target ".length() + 1; k + BECOMES.length() <= body.length(); k++) {
            if (!TokenShapes.caseless(body, k, BECOMES)) continue;
            BecomeColoursNode n = rest(false, TargetPhraseGrammar.targetDescIn(body, 0, k), body.substring(k + BECOMES.length()));
            if (n != null) return n;
        }
        return null;
    }

    private static BecomeColoursNode rest(boolean self, ReferentNodes.TargetDesc object, String r) {
        int p = colourList(r);
        if (p < 0) return null;
        String colours = r.substring(0, p);
        if (TokenShapes.caseless(r, p, " and gains ")) {
            String k = r.substring(p + " and gains ".length());
            int cut = k.length() - UNTIL.length();
            if (cut >= 1 && TokenShapes.caseless(k, cut, UNTIL) && keywordChars(k.substring(0, cut))) {
                return new BecomeColoursNode(self, object, colours, k.substring(0, cut), true);
            }
            return keywordChars(k) ? new BecomeColoursNode(self, object, colours, k, false) : null;
        }
        if (p == r.length()) return new BecomeColoursNode(self, object, colours, null, false);
        return r.length() - p == UNTIL.length() && TokenShapes.caseless(r, p, UNTIL) ? new BecomeColoursNode(self, object, colours, null, true) : null;
    }

    /** The end of the colour list at the start of {@code r}, or -1. */
    private static int colourList(String r) {
        int p = colourAt(r, 0);
        if (p < 0 && TokenShapes.caseless(r, 0, CHOICE)) return CHOICE.length();
        if (p < 0) return TokenShapes.caseless(r, 0, "colorless") ? "colorless".length() : -1;
        while (true) {
            int q = p;
            if (q < r.length() && r.charAt(q) == ',') q++;
            if (q >= r.length() || r.charAt(q) != ' ') return p;
            q++;
            int next = colourAt(r, q);
            if (next < 0 && TokenShapes.caseless(r, q, "and ")) next = colourAt(r, q + 4);
            if (next < 0) return p;
            p = next;
        }
    }

    private static int colourAt(String r, int i) {
        for (String c : COLOURS) {
            if (TokenShapes.caseless(r, i, c)) return i + c.length();
        }
        return -1;
    }

    /** ASCII letters, spaces and commas, at least one. */
    private static boolean keywordChars(String k) {
        if (k.isEmpty()) return false;
        for (int i = 0; i < k.length(); i++) {
            char ch = k.charAt(i);
            if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch == ' ' || ch == ',')) return false;
        }
        return true;
    }

}
