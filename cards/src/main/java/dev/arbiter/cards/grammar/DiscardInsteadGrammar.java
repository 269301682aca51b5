package dev.arbiter.cards.grammar;

/**
 * The card's own discard replaced (614.1a, 701.8a), read from the hand it is discarded from:
 * <pre>
 * line := "if a spell or ability an opponent controls causes you to discard ~ , put it onto the battlefield
 *          instead of putting it into your graveyard ."
 * </pre>
 */
public final class DiscardInsteadGrammar {

    private DiscardInsteadGrammar() {
    }

    /** Whether {@code text} is that line (read whole: a longer line is not). */
    public static boolean ontoBattlefield(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("if a spell or ability an opponent controls causes you to discard")) return false;
        if (!c.accept("~") && !c.accept("this card")) return false;
        if (!c.accept(", put it onto the battlefield instead of putting it into your graveyard")) return false;
        return c.accept(".") && c.atEnd();
    }
}
