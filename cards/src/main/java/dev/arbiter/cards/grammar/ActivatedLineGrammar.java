package dev.arbiter.cards.grammar;

import java.util.List;

/**
 * The shape of an activated ability's line (602.1, 606.4): its cost and effect, a loyalty cost, and a closing
 * sentence saying who may activate it (602.5, 113.8):
 * <pre>
 * line     := COST ":" " " EFFECT                 (the first colon; the cost has none)
 * loyalty  := "[" ["+" | "-" | "−"] (DIGIT | "X")+ "]" ":" " " EFFECT      (606.4)
 * returns  := COST ": Return ~ from your graveyard to" ZONE ...              (113.6m)
 * who      := EFFECT-SENTENCES "." " " ("only your opponents may activate this ability"
 *             | "any player may activate this ability" ["but only" ("as a sorcery" | "during any upkeep step"
 *             | "during their draw step")]) "."
 * </pre>
 */
public final class ActivatedLineGrammar {

    /** Who may activate: {@code opponents} only, or any player, {@code when} null or the timing words in lower case. */
    public record Who(String effect, boolean opponents, String when) {
    }

    private ActivatedLineGrammar() {
    }

    /** {cost, effect} of "cost: effect" (the first colon, followed by a space), or null. */
    public static String[] costAndEffect(String text) {
        int colon = text.indexOf(':');
        if (colon <= 0 || colon + 2 >= text.length() || text.charAt(colon + 1) != ' ') {
            return null;
        }
        return new String[] {text.substring(0, colon), text.substring(colon + 2)};
    }

    /**
     * Whether {@code text} is "[cost]: Return ~ from your graveyard to [zone]. ..." (113.6m), its cost without a
     * period or quotation mark.
     */
    public static boolean returnsItselfFromGraveyard(String text) {
        String[] parts = costAndEffect(text);
        if (parts == null || parts[0].indexOf('.') >= 0 || parts[0].indexOf('"') >= 0) return false;
        Cursor c = Cursor.of(parts[1]);
        return c.accept("return ~ from your graveyard to") && !c.atEnd();
    }

    /** Whether {@code text} is a loyalty ability, "[+1]: ...", "[−X]: ..." (606.4). */
    public static boolean loyalty(String text) {
        if (text.isEmpty() || text.charAt(0) != '[') return false;
        int i = 1;
        if (i < text.length() && "+-−".indexOf(text.charAt(i)) >= 0) i++;
        int digits = i;
        while (i < text.length() && (text.charAt(i) >= '0' && text.charAt(i) <= '9' || text.charAt(i) == 'X')) i++;
        return i > digits && text.startsWith("]: ", i) && i + 3 < text.length();
    }

    /** The closing "who may activate" sentence of an effect, with the effect before it; null when there is none. */
    public static Who who(String effect) {
        Cursor c = Cursor.of(effect);
        for (int i = 1; i < countTokens(c); i++) {
            List<Token> at = c.tokens(i - 1, i + 1);
            Token stop = at.get(0);
            Token first = at.get(1);
            if (!stop.is(".") || first.start() != stop.start() + 2 || effect.charAt(stop.start() + 1) != ' ') continue;
            c.reset(i);
            Who who = tail(c, effect.substring(0, stop.start() + 1));
            if (who != null) return who;
        }
        return null;
    }

    private static Who tail(Cursor c, String before) {
        if (c.accept("only your opponents may activate this ability .")) return c.atEnd() ? new Who(before, true, null) : null;
        if (!c.accept("any player may activate this ability")) return null;
        String when = null;
        if (c.accept("but only")) {
            when = c.acceptAny("as a sorcery", "during any upkeep step", "during their draw step");
            if (when == null) return null;
        }
        return c.accept(".") && c.atEnd() ? new Who(before, false, when) : null;
    }

    private static int countTokens(Cursor c) {
        int m = c.mark();
        int n = m;
        while (c.peek(n - m) != null) n++;
        return n;
    }
}
