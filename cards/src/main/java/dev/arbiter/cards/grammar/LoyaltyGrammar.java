package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LoyaltyNode;

/**
 * Loyalty abilities (606.4):
 * <pre>
 * line   := "[" [sign] (number | "X") "]:" " " effect-text
 * sign   := "+" | "-" | "−"
 * </pre>
 * Read by characters: the brackets and signs are not words of the token grammar.
 */
public final class LoyaltyGrammar {

    private LoyaltyGrammar() {
    }

    /** The loyalty ability {@code text} is, or null when it isn't one. */
    public static LoyaltyNode parse(String text) {
        if (!text.startsWith("[")) return null;
        int i = 1;
        String sign = "";
        if (i < text.length() && "+-\u2212".indexOf(text.charAt(i)) >= 0) sign = String.valueOf(text.charAt(i++));
        Integer amount = null;
        if (i < text.length() && text.charAt(i) == 'X') {
            i++;
        } else {
            int start = i;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
            if (i == start) return null;
            amount = Integer.parseInt(text.substring(start, i));
        }
        if (!text.startsWith("]: ", i)) return null;
        String effect = text.substring(i + "]: ".length());
        if (effect.isEmpty() || effect.indexOf('\n') >= 0 || effect.indexOf('\r') >= 0) return null;
        return new LoyaltyNode(sign, amount, effect);
    }

    /** Whether {@code text} has the word "activate" or "activated" (a restriction on activating, 606.3). */
    public static boolean namesActivation(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        for (String word : new String[] {"activate", "activated"}) {
            for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
                int end = at + word.length();
                if ((at == 0 || !TokenShapes.wordChar(lower.charAt(at - 1))) && (end == lower.length() || !TokenShapes.wordChar(lower.charAt(end)))) {
                    return true;
                }
            }
        }
        return false;
    }

}
