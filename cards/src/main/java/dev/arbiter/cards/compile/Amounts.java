package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import java.util.List;
import java.util.Locale;

/** Numbers as rules text writes them: "a", "two", "3", or "X" (107.3). */
final class Amounts {

    /** A regex alternative matching any amount word (use inside a group). */
    static final String WORD = "(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
            + "|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\\d{1,3}|x)";

    private static final List<String> NUMBERS = List.of("zero", "one", "two", "three", "four", "five", "six",
            "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen", "twenty");

    private Amounts() {
    }

    /** The fixed number {@code word} names ("a", "three", "3"), or null (also for "X"). */
    static Integer count(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        if (w.equals("a") || w.equals("an")) {
            return 1;
        }
        if (!w.isEmpty() && w.length() <= 3 && w.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return Integer.parseInt(w);
        }
        int i = NUMBERS.indexOf(w);
        return i >= 0 ? i : null;
    }

    /**
     * The amount {@code word} names; "X" needs an {X} in the cost being paid (107.3a).
     *
     * @throws NotSupported for X without an {X} cost
     */
    static Amount amount(String word, ParseContext ctx) {
        if (word.strip().equalsIgnoreCase("x")) {
            if (!ctx.xAvailable()) {
                throw new NotSupported("variable amount (X not paid in the cost)");
            }
            return new Amount.X();
        }
        Integer n = count(word);
        if (n == null) {
            throw new NotSupported("amount \"" + word + "\"");
        }
        return Amount.of(n);
    }
}
