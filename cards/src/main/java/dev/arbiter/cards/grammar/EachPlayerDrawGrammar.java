package dev.arbiter.cards.grammar;

/**
 * Every player's card draws replaced (614.1a, 121.1):
 * <pre>
 * line := "if a player would draw a card , that player skips that draw instead ."
 * </pre>
 */
public final class EachPlayerDrawGrammar {

    private EachPlayerDrawGrammar() {
    }

    /** Whether {@code text} is that line (read whole: a longer line is not). */
    public static boolean skips(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("if a player would draw a card , that player skips that draw instead")) return false;
        return c.accept(".") && c.atEnd();
    }
}
