package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ModalHeaderNode;
import java.util.Locale;

/**
 * Headers of modal abilities (700.2), any case, the modes following as bulleted lines:
 * <pre>
 * triggered := ("When" | "Whenever" | "At") " " text ", choose " number [spaces] ("—" | "-" | ":")       (700.2b)
 * number    := "one" | "up to one" | "one or both" | "one or more"
 * activated := cost ": choose one" [spaces] ("—" | "-")       (700.2a; the cost has no ":" and no quotation mark)
 * restricted := cost ": choose one. activate only" words "."  (700.2a with a restriction sentence, 602.5b)
 * </pre>
 */
public final class ModalHeaderGrammar {

    private static final String[] NUMBERS = {"one", "up to one", "one or both", "one or more"};
    private static final String CHOOSE = ", choose ";

    private ModalHeaderGrammar() {
    }

    /** The triggered header {@code text} is, or null. */
    public static ModalHeaderNode triggered(String text) {
        if (lineEnd(text)) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        int word = lower.startsWith("whenever ") ? "whenever ".length() : lower.startsWith("when ") ? "when ".length()
                : lower.startsWith("at ") ? "at ".length() : -1;
        if (word < 0) return null;
        int at = lower.lastIndexOf(CHOOSE);
        if (at <= word) return null;
        String number = ending(text.substring(at + CHOOSE.length()), "\u2014-:");
        if (number == null) return null;
        for (String n : NUMBERS) if (n.equalsIgnoreCase(number)) return new ModalHeaderNode(text.substring(0, at), number);
        return null;
    }

    /** The activated header "[cost]: Choose one —" {@code text} is, or null. */
    public static ModalHeaderNode activated(String text) {
        if (lineEnd(text)) return null;
        int colon = text.indexOf(':');
        if (colon <= 0 || text.substring(0, colon).indexOf('"') >= 0) return null;
        String rest = text.substring(colon);
        if (!rest.toLowerCase(Locale.ROOT).startsWith(": choose ")) return null;
        String number = ending(rest.substring(": choose ".length()), "\u2014-");
        return number != null && number.equalsIgnoreCase("one") ? new ModalHeaderNode(text.substring(0, colon), number) : null;
    }

    /**
     * The activated header "[cost]: Choose one. Activate only ..." {@code text} is, as the header and the restriction
     * sentence ("Activate only once each turn."), or null.
     */
    public static String[] activatedRestricted(String text) {
        if (lineEnd(text)) return null;
        int colon = text.indexOf(':');
        if (colon <= 0 || text.substring(0, colon).indexOf('"') >= 0) return null;
        String rest = text.substring(colon);
        String choose = ": choose one. ";
        if (!rest.toLowerCase(Locale.ROOT).startsWith(choose)) return null;
        String restriction = rest.substring(choose.length()).strip();
        if (!restriction.toLowerCase(Locale.ROOT).startsWith("activate only ") || !restriction.endsWith(".")
                || restriction.indexOf('.') != restriction.length() - 1 || restriction.indexOf('"') >= 0) {
            return null;
        }
        return new String[] {text.substring(0, colon), restriction};
    }

    /** {@code tail} without its last character, one of {@code marks}, and the whitespace before it; or null. */
    private static String ending(String tail, String marks) {
        if (tail.isEmpty() || marks.indexOf(tail.charAt(tail.length() - 1)) < 0) return null;
        int end = tail.length() - 1;
        while (end > 0 && Character.isWhitespace(tail.charAt(end - 1))) end--;
        return tail.substring(0, end);
    }

    private static boolean lineEnd(String text) {
        return text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0;
    }
}
