package dev.arbiter.cards.grammar;

/**
 * The lines of a "Choose one —" spell (700.2): its header and its bulleted modes.
 * <pre>
 * header := "choose one" ("—" | "-")
 * mode   := "•" TEXT
 * </pre>
 */
public final class ModeLineGrammar {

    private ModeLineGrammar() {
    }

    /** Whether {@code line} is the header "Choose one —" (700.2). */
    public static boolean chooseOne(String line) {
        Cursor c = Cursor.of(line.strip());
        return c.accept("choose one") && c.acceptAny("—", "-") != null && c.atEnd();
    }

    /** The text of the mode {@code line} bullets ("• Draw a card." → "Draw a card."), or null when it has no bullet. */
    public static String mode(String line) {
        String s = line.strip();
        Cursor c = Cursor.of(s);
        if (!c.accept("•") || c.atEnd()) return null;
        return s.substring(c.peek().start());
    }
}
