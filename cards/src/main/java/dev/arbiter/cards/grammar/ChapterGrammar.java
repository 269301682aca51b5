package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ChapterNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A Saga's chapter line (714.2b, 714.2c):
 * <pre>
 * line    := numeral ("," " " numeral)* " — " effect-text
 * numeral := "I" | "II" | "III" | "IV" | "V" | "VI"
 * </pre>
 * Read by characters: a numeral is case-sensitive ("I" is not the word "i").
 */
public final class ChapterGrammar {

    private static final List<String> NUMERALS = List.of("I", "II", "III", "IV", "V", "VI");

    private ChapterGrammar() {
    }

    /** The chapter line {@code text} is, or null when it isn't one. */
    public static ChapterNode parse(String text) {
        int dash = text.indexOf(" \u2014 ");
        if (dash <= 0) return null;
        String effect = text.substring(dash + " \u2014 ".length());
        if (effect.isEmpty() || effect.indexOf('\n') >= 0 || effect.indexOf('\r') >= 0) return null;
        List<Integer> chapters = new ArrayList<>();
        for (String numeral : text.substring(0, dash).split(", ", -1)) {
            int n = NUMERALS.indexOf(numeral);
            if (n < 0) return null;
            chapters.add(n + 1);
        }
        return new ChapterNode(chapters, effect);
    }
}
