package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EnchantWhat;
import dev.arbiter.cards.grammar.ast.Noun;
import java.util.List;

/**
 * The keywords of attachments (702.5a enchant, 702.6a equip, 702.67a fortify), cut from the written line:
 * <pre>
 * line := "Enchant" " " WHAT
 *       | ("Equip" | "Fortify") ([" "] ("—" | "-") [" "] | " ") COST
 * </pre>
 * WHAT is read from its tokens into an {@link EnchantWhat}: "player" | "opponent" | WORD "card in a graveyard" | a
 * permanent (ObjectPhraseGrammar's one word [controller], and the noun grammar's noun). COST is the rest of the line as
 * written (read by the cost parser).
 */
public final class AttachmentKeywordGrammar {

    /**
     * {@code keyword} in lower case ("enchant", "equip", "fortify"); {@code rest} what follows, as written; {@code what}
     * the enchant keyword's object (null for equip and fortify).
     */
    public record Keyword(String keyword, String rest, EnchantWhat what) {
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
            if (i + 1 >= line.length() || line.charAt(i) != ' ') return null;
            return new Keyword(k, line.substring(i + 1), what(c.tokens(c.mark(), Spans.size(c) + c.mark())));
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
        return i < line.length() ? new Keyword(k, line.substring(i), null) : null;
    }

    /** The object of "Enchant" from its tokens (702.5a, 702.5d). */
    private static EnchantWhat what(List<Token> tokens) {
        if (tokens.size() == 1 && tokens.get(0).kind() == Token.Kind.WORD
                && (tokens.get(0).is("player") || tokens.get(0).is("opponent"))) {
            return new EnchantWhat.Player(tokens.get(0).is("opponent"));
        }
        int n = tokens.size();
        if (n >= 5 && new Cursor(tokens.subList(n - 4, n)).accept("card in a graveyard")) {
            return new EnchantWhat.GraveyardCard(n == 5 ? ObjectPhraseGrammar.enchantable(tokens.subList(0, 1)) : null);
        }
        Cursor c = new Cursor(tokens);
        Noun noun = c.attempt(NounGrammar::noun);
        return new EnchantWhat.Permanent(ObjectPhraseGrammar.enchantable(tokens), noun != null && c.atEnd() ? noun : null);
    }
}
