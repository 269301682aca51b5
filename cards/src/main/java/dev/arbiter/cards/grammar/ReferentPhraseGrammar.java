package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PhraseNodes.ThatPlayersTarget;

/**
 * Object phrases the older effect readers hand on (303.4, 301.5, 115.1):
 * <pre>
 * host        := ("enchanted" | "equipped") "creature" | "enchanted" ("land" | "permanent" | "artifact")
 *              | "fortified land"
 * thatPlayers := "target" WORDS "that player controls" ["of their choice"]     (the first such "that player")
 * </pre>
 */
public final class ReferentPhraseGrammar {

    private ReferentPhraseGrammar() {
    }

    /** Whether the whole phrase names what the source is attached to (303.4, 301.5). */
    public static boolean host(String phrase) {
        Cursor c = Cursor.of(phrase.strip());
        boolean read;
        if (c.accept("enchanted")) {
            read = c.acceptAny("creature", "land", "permanent", "artifact") != null;
        } else if (c.accept("equipped")) {
            read = c.accept("creature");
        } else {
            read = c.accept("fortified land");
        }
        return read && c.atEnd();
    }

    /** "target KIND that player controls [of their choice]" as the whole phrase, or null. */
    public static ThatPlayersTarget thatPlayers(String phrase) {
        String p = phrase.strip();
        Cursor c = Cursor.of(p);
        if (!c.accept("target") || p.length() <= 7 || p.charAt(6) != ' ') return null;
        c.reset(0);
        int total = Spans.size(c);
        for (int j = 2; j < total; j++) { // at least one word of the kind: the first "that player controls" ending the phrase
            c.reset(j);
            if (!c.accept("that player controls")) continue;
            boolean choice = c.accept("of their choice");
            if (!c.atEnd()) continue;
            return new ThatPlayersTarget(p.substring(0, c.tokens(j, j + 1).get(0).start()).strip(), choice);
        }
        return null;
    }
}
