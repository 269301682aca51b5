package dev.arbiter.cards.grammar;

/**
 * The keywords of attachments (702.5a enchant, 702.6a equip, 702.67a fortify), cut from the written line:
 * <pre>
 * line := "Enchant" " " WHAT
 *       | ("Equip" | "Fortify") ([" "] ("—" | "-") [" "] | " ") COST
 * </pre>
 * WHAT and COST are the rest of the line as written (read by the noun and cost grammars).
 */
public final class AttachmentKeywordGrammar {

    /** {@code keyword} in lower case ("enchant", "equip", "fortify"); {@code rest} what follows, as written. */
    public record Keyword(String keyword, String rest) {
    }

    private AttachmentKeywordGrammar() {
    }

    /** The keyword and what follows it on the stripped {@code line}, or null. */
    public static Keyword read(String line) {
        Cursor c = Cursor.of(line);
        String k = c.acceptAny("enchant", "equip", "fortify");
        if (k == null) return null;
        int i = k.length();
        if (k.equals("enchant")) {
            return i + 1 < line.length() && line.charAt(i) == ' ' ? new Keyword(k, line.substring(i + 1)) : null;
        }
        int dash = i < line.length() && line.charAt(i) == ' ' ? i + 1 : i;
        if (dash < line.length() && (line.charAt(dash) == '—' || line.charAt(dash) == '-')) {
            i = dash + 1;
            if (i < line.length() && line.charAt(i) == ' ') i++;
        } else if (i < line.length() && line.charAt(i) == ' ') {
            i++;
        } else {
            return null;
        }
        return i < line.length() ? new Keyword(k, line.substring(i)) : null;
    }
}
