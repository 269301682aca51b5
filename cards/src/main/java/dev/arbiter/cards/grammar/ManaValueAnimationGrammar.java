package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ManaValueAnimationNode;

/**
 * "[Until end of turn, | Until your next turn, | Until your next upkeep, ]target ... becomes a[n] WORDS creature with
 * power and toughness each equal to its mana value[ until end of turn]." (205.1b, 613.4b, 202.3), read by a scan of the
 * characters (issue 11: no expressions).
 * <pre>
 * line   := [DURATION ", "] "target " TEXT " becomes " ("a" | "an") " " (WORD [","] " ")*
 *           "creature with power and toughness each equal to its mana value" [" until end of turn"] "."
 * WORD   := ASCII letters, digits, "_", "'" and "-"        TEXT := no period (the shortest that fits)
 * </pre>
 */
public final class ManaValueAnimationGrammar {

    private static final String[] LEADS = {"until end of turn, ", "until your next turn, ", "until your next upkeep, "};
    private static final String TAIL = "creature with power and toughness each equal to its mana value";
    private static final String UNTIL = " until end of turn";

    private ManaValueAnimationGrammar() {
    }

    /** The sentence's reading, or null. */
    public static ManaValueAnimationNode read(String text) {
        String s = text.strip();
        if (s.isEmpty() || s.charAt(s.length() - 1) != '.') return null;
        String body = s.substring(0, s.length() - 1);
        if (body.indexOf('.') >= 0) return null;
        String lead = null;
        for (String l : LEADS) {
            if (TokenShapes.caseless(body, 0, l)) {
                lead = body.substring(0, l.length());
                break;
            }
        }
        int from = lead == null ? 0 : lead.length();
        boolean until = body.length() >= UNTIL.length() && TokenShapes.caseless(body, body.length() - UNTIL.length(), UNTIL);
        int tail = body.length() - (until ? UNTIL.length() : 0) - TAIL.length();
        if (tail < 0 || !TokenShapes.caseless(body, tail, TAIL) || !TokenShapes.caseless(body, from, "target ")) return null;
        for (int k = from + "target ".length() + 1; k < tail; k++) {
            if (!TokenShapes.caseless(body, k, " becomes a")) continue;
            int w = k + " becomes a".length();
            if (w < body.length() && (body.charAt(w) == 'n' || body.charAt(w) == 'N') && w + 1 < body.length() && body.charAt(w + 1) == ' ') {
                w += 2;
            } else if (w < body.length() && body.charAt(w) == ' ') {
                w += 1;
            } else {
                continue;
            }
            if (w > tail || !words(body.substring(w, tail))) continue;
            return new ManaValueAnimationNode(lead, TargetPhraseGrammar.targetDescIn(body, from, k), body.substring(w, tail), until);
        }
        return null;
    }

    /** Whether {@code g} is (WORD [","] " ")*. */
    private static boolean words(String g) {
        int i = 0;
        while (i < g.length()) {
            int start = i;
            while (i < g.length() && wordChar(g.charAt(i))) i++;
            if (i == start) return false;
            if (i < g.length() && g.charAt(i) == ',') i++;
            if (i >= g.length() || g.charAt(i) != ' ') return false;
            i++;
        }
        return true;
    }

    private static boolean wordChar(char ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_' || ch == '\'' || ch == '-';
    }

}
