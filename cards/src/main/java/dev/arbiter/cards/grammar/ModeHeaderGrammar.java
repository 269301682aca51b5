package dev.arbiter.cards.grammar;

/**
 * The header of a modal spell or ability (700.2):
 * <pre>
 * header := "choose" ("one or both" | "one or more" | "one" | "two" | "three") ("—" | "-")
 *         | "choose" ("two" | "three") "." "you may choose the same mode more than once" "."   (700.2d)
 * </pre>
 */
public final class ModeHeaderGrammar {

    /** {@code count} the words after "choose" in lower case; {@code repeated}: a mode may be chosen more than once. */
    public record Header(String count, boolean repeated) {
    }

    private ModeHeaderGrammar() {
    }

    /** The whole of {@code header} read, or null. */
    public static Header read(String header) {
        Cursor c = Cursor.of(header.strip());
        if (!c.accept("choose")) return null;
        String count = c.acceptAny("one or both", "one or more", "one", "two", "three");
        if (count == null) return null;
        if (c.acceptAny("—", "-") != null) return c.atEnd() ? new Header(count, false) : null;
        if ((count.equals("two") || count.equals("three")) && c.accept(". you may choose the same mode more than once .")
                && c.atEnd()) {
            return new Header(count, true);
        }
        return null;
    }
}
