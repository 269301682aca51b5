package dev.arbiter.cards.grammar;

import java.util.List;

/**
 * The restriction sentence closing an activated ability (602.5b, 602.5d):
 * <pre>
 * line        := EFFECT-SENTENCES "." " " restriction "."        (the restriction has no period inside)
 * restriction := "activate only" (timing ["and only once each turn"] | "once each turn")
 *              | "activate no more than" ("twice" | "three times") "each turn"
 *              | "activate only" ...       (a condition: read by the compiler's intervening-"if" reading)
 * timing      := "as a sorcery" | "as an instant" | "during your upkeep" | "during your turn" ["," "before attackers are
 *                declared"] | "during combat" ["after blockers are declared"] | "during an opponent's turn, before
 *                attackers are declared" | "before attackers are declared" | "during an opponent's upkeep"
 *              | "during the declare blockers step" | "during the end of combat step"
 * </pre>
 */
public final class ActivationRestrictionGrammar {

    /** The effect before the restriction sentence (with its period) and the sentence (without it), as written. */
    public record Sentence(String effect, String restriction) {
    }

    /** A timing in lower case (null: none) and how many times each turn (0: no limit). */
    public record Fixed(String timing, int perTurn) {
    }

    private static final String[] TIMINGS = {"as a sorcery", "as an instant", "during your upkeep",
        "during your turn , before attackers are declared", "during your turn", "during combat after blockers are declared",
        "during combat", "during an opponent's turn , before attackers are declared", "before attackers are declared",
        "during an opponent's upkeep", "during the declare blockers step", "during the end of combat step"};

    private ActivationRestrictionGrammar() {
    }

    /** The closing "Activate only / no more than ..." sentence of {@code text}, or null. */
    public static Sentence sentence(String text) {
        if (!text.endsWith(".")) return null;
        Cursor c = Cursor.of(text);
        List<Token> tokens = c.tokens(0, count(c));
        for (int i = 1; i < tokens.size(); i++) {
            Token stop = tokens.get(i - 1);
            Token first = tokens.get(i);
            if (!stop.is(".") || stop.start() < 1 || !first.is("activate") || first.start() != stop.start() + 2
                    || text.charAt(stop.start() + 1) != ' ') {
                continue;
            }
            c.reset(i + 1);
            String how = c.acceptAny("only", "no more than");
            if (how == null || c.atEnd()) continue;
            int end = text.length() - 1;
            String restriction = text.substring(first.start(), end);
            int words = "activate ".length() + how.length();
            // the words, one space, then at least one character; no period before the closing one
            if (restriction.length() <= words + 1 || restriction.charAt(words) != ' ' || restriction.indexOf('.') >= 0) continue;
            return new Sentence(text.substring(0, stop.start() + 1), restriction);
        }
        return null;
    }

    /** A restriction of timing and count only, or null (a condition, or words the grammar does not know). */
    public static Fixed fixed(String restriction) {
        Cursor c = Cursor.of(restriction);
        if (!c.accept("activate")) return null;
        if (c.accept("no more than")) {
            String times = c.acceptAny("twice", "three times");
            return times != null && c.accept("each turn") && c.atEnd() ? new Fixed(null, times.equals("twice") ? 2 : 3) : null;
        }
        if (!c.accept("only")) return null;
        if (c.accept("once each turn")) return c.atEnd() ? new Fixed(null, 1) : null;
        String timing = c.acceptAny(TIMINGS);
        if (timing == null) return null;
        int perTurn = c.accept("and only once each turn") ? 1 : 0;
        return c.atEnd() ? new Fixed(timing.replace(" , ", ", "), perTurn) : null;
    }

    private static int count(Cursor c) {
        int n = 0;
        while (c.peek(n) != null) n++;
        return n;
    }
}
