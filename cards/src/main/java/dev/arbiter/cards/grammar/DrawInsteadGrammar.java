package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DrawInsteadNode;
import java.util.Locale;

/**
 * A card draw replaced by an effect (614.1a, 614.6; 121.1), any case:
 * <pre>
 * line := "If you would draw a card, " ("you may " effect " instead." | "instead " effect "." | effect " instead.")
 * </pre>
 * The effect is text for the effect grammar (its last period kept after "instead").
 */
public final class DrawInsteadGrammar {

    private static final String IF = "if you would draw a card, ";
    private static final String MAY = "you may ";
    private static final String BEFORE = "instead ";
    private static final String AFTER = " instead.";

    private DrawInsteadGrammar() {
    }

    /** The draw replacement {@code text} is, or null. */
    public static DrawInsteadNode parse(String text) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        if (!lower.startsWith(IF)) return null;
        String rest = text.substring(IF.length());
        String restLower = lower.substring(IF.length());
        if (restLower.startsWith(MAY) && restLower.endsWith(AFTER) && rest.length() > MAY.length() + AFTER.length()) {
            return new DrawInsteadNode(true, rest.substring(MAY.length(), rest.length() - AFTER.length()));
        }
        if (restLower.startsWith(BEFORE)) { // "instead [effect]."
            String body = rest.substring(BEFORE.length());
            return body.length() >= 2 && body.endsWith(".") ? new DrawInsteadNode(false, body) : null;
        }
        if (restLower.endsWith(AFTER) && rest.length() > AFTER.length()) {
            return new DrawInsteadNode(false, rest.substring(0, rest.length() - AFTER.length()));
        }
        return null;
    }
}
