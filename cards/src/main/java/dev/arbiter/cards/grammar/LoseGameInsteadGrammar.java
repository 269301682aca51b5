package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LoseGameInsteadNode;
import java.util.Locale;

/**
 * Losing the game replaced by an effect (614.1a, 104.3), any case:
 * <pre>
 * line := "If you would lose the game, instead " effect "."
 * </pre>
 * The effect is text for the effect grammar (its last period kept).
 */
public final class LoseGameInsteadGrammar {

    private static final String IF = "if you would lose the game, instead ";

    private LoseGameInsteadGrammar() {
    }

    /** The loss replacement {@code text} is, or null. */
    public static LoseGameInsteadNode parse(String text) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        if (!lower.startsWith(IF)) return null;
        String body = text.substring(IF.length());
        return body.length() >= 2 && body.endsWith(".") ? new LoseGameInsteadNode(body) : null;
    }
}
