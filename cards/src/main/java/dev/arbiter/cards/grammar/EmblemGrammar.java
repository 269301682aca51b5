package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EmblemNode;
import java.util.Locale;

/**
 * Emblems (114.1):
 * <pre>
 * sentence := who " an emblem with " '"' ability '"' ["."]
 * who      := "you get" | "each opponent gets" | "target opponent gets" | "target player gets"    (any case)
 * </pre>
 * Read by characters: the ability is the whole quoted text, nested quotes and all.
 */
public final class EmblemGrammar {

    private static final String[] WHO = {"you get", "each opponent gets", "target opponent gets", "target player gets"};
    private static final String WITH = " an emblem with \"";

    private EmblemGrammar() {
    }

    /** The emblem sentence {@code text} is, or null. */
    public static EmblemNode parse(String text) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        for (String who : WHO) {
            if (!lower.startsWith(who + WITH)) continue;
            String rest = text.substring(who.length() + WITH.length());
            String ability = rest.endsWith("\".") ? rest.substring(0, rest.length() - 2)
                    : rest.endsWith("\"") ? rest.substring(0, rest.length() - 1) : "";
            return ability.isEmpty() ? null : new EmblemNode(text.substring(0, who.length()), ability);
        }
        return null;
    }

    /** {@code ability} with "this emblem" / "This emblem" (the emblem itself, 114.3) as "~". */
    public static String thisEmblemAsSelf(String ability) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < ability.length()) {
            int end = i + "this emblem".length();
            boolean word = ability.startsWith("his emblem", i + 1) && (ability.charAt(i) == 't' || ability.charAt(i) == 'T')
                    && (i == 0 || !TokenShapes.wordChar(ability.charAt(i - 1))) && (end == ability.length() || !TokenShapes.wordChar(ability.charAt(end)));
            if (word) {
                out.append('~');
                i = end;
            } else {
                out.append(ability.charAt(i++));
            }
        }
        return out.toString();
    }

}
