package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;

/**
 * Which line of a card with a problem characteristic to report (604.3): the first whose words name "power" or
 * "toughness" and, later, "equal" ("~'s power is equal to ..."); words inside a quoted ability count, and a word joined by
 * an apostrophe or a hyphen counts as its parts ("toughness'", "power-").
 */
final class CharacteristicMention {

    private CharacteristicMention() {
    }

    /** Whether {@code text} names power or toughness and then "equal". */
    static boolean powerEqual(String text) {
        return scan(text, false) == 2;
    }

    /** 0: nothing yet; 1: power or toughness seen; 2: then "equal". */
    private static int scan(String text, boolean seen) {
        int state = seen ? 1 : 0;
        for (Token t : Tokenizer.tokens(text)) {
            if (t.kind() == Token.Kind.QUOTED) {
                state = scan(t.text(), state == 1);
            } else if (t.kind() == Token.Kind.WORD) {
                String w = t.lower();
                int from = 0;
                for (int i = 0; i <= w.length(); i++) {
                    if (i < w.length() && w.charAt(i) != '\'' && w.charAt(i) != '-') continue;
                    String part = w.substring(from, i);
                    if (state == 1 && part.equals("equal")) state = 2;
                    if (state == 0 && (part.equals("power") || part.equals("toughness"))) state = 1;
                    from = i + 1;
                }
            }
            if (state == 2) return 2;
        }
        return state;
    }
}
