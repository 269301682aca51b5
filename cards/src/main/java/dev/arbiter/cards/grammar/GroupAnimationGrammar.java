package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.GroupAnimationNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A group of lands becoming creatures for a time (205.1b: they keep their land type; 611.2c: the group is fixed as
 * the effect begins), read by a scan of the characters and the reference grammar for the group:
 * <pre>
 * line  := GROUP [" each"] " become " SIZE "/" SIZE " " (WORD " ")* "creatures" [" until end of turn"]
 *          (". They're still lands." | " that are still lands.")
 * GROUP := an object reference ({@link ReferenceGrammar#object}) naming several objects: "all lands", "Forests you
 *          control", "up to three target lands you control"
 * SIZE  := digits
 * </pre>
 */
public final class GroupAnimationGrammar {

    private static final String BECOME = " become ";
    private static final String EACH_BECOME = " each become ";
    private static final String UNTIL = " until end of turn";
    private static final String[] STILL = {". They're still lands.", " that are still lands."};

    private GroupAnimationGrammar() {
    }

    /** The sentence's reading ({@code text} stripped), or null. */
    public static GroupAnimationNode read(String text) {
        String s = text.strip();
        int b = indexCaseless(s, BECOME);
        if (b <= 0) return null;
        int groupEnd = b;
        if (b >= EACH_BECOME.length() - BECOME.length() && TokenShapes.caseless(s, b - " each".length(), EACH_BECOME)) {
            groupEnd = b - " each".length();
        }
        String groupText = s.substring(0, groupEnd);
        ObjectRef group = group(groupText);
        if (group == null) return null;
        int p = b + BECOME.length();
        int pEnd = digits(s, p);
        if (pEnd < 0 || pEnd >= s.length() || s.charAt(pEnd) != '/') return null;
        int tEnd = digits(s, pEnd + 1);
        if (tEnd < 0 || tEnd >= s.length() || s.charAt(tEnd) != ' ') return null;
        int w = tEnd + 1;
        int q = w;
        while (!TokenShapes.caseless(s, q, "creatures")) { // the words before "creatures": capitalised subtypes, colours
            int r = q;
            while (r < s.length() && Character.isLetter(s.charAt(r))) r++;
            if (r == q || r >= s.length() || s.charAt(r) != ' ') return null;
            q = r + 1;
        }
        String words = s.substring(w, q).strip();
        int i = q + "creatures".length();
        boolean untilEndOfTurn = TokenShapes.caseless(s, i, UNTIL);
        if (untilEndOfTurn) i += UNTIL.length();
        for (String still : STILL) {
            if (s.length() - i == still.length() && TokenShapes.caseless(s, i, still)) {
                return new GroupAnimationNode(group, groupText, s.substring(p, pEnd), s.substring(pEnd + 1, tEnd), words,
                        untilEndOfTurn);
            }
        }
        return null;
    }

    /** The group as a reference to several objects, or null. */
    private static ObjectRef group(String text) {
        try {
            Cursor c = Cursor.of(text);
            ObjectRef ref = ReferenceGrammar.object(c);
            if (!c.atEnd()) return null;
            if (ref instanceof ObjectRef.Every e && e.noun().plural()) return ref;
            if (ref instanceof ObjectRef.Targeted t && t.noun().plural() && t.max() > 1) return ref;
            return null;
        } catch (ParseFailure f) {
            return null;
        }
    }

    private static int indexCaseless(String s, String part) {
        for (int i = 0; i + part.length() <= s.length(); i++) {
            if (TokenShapes.caseless(s, i, part)) return i;
        }
        return -1;
    }

    private static int digits(String s, int i) {
        int j = i;
        while (j < s.length() && s.charAt(j) >= '0' && s.charAt(j) <= '9') j++;
        return j > i ? j : -1;
    }
}
