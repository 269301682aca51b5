package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Entering as a copy (707.9, 614.1c):
 * <pre>
 * copy-line := "you may have ~ enter the battlefield as a copy of" ("any" noun ["on the battlefield"] | "a" noun)
 *              [", except it's" ("a" | "an") TYPE "in addition to its other types"] "."
 * </pre>
 */
public final class CopyGrammar {

    private CopyGrammar() {
    }

    /** What a copy line says: the permanents it may copy and the card type its exception adds (null: none). */
    public record EntersAsCopy(Noun noun, String extraType) {
    }

    /** Parses {@code text} as a copy line, or throws {@link ParseFailure}. */
    public static EntersAsCopy parse(String text) {
        Cursor c = Cursor.of(text);
        c.expect("you may have ~ enter the battlefield as a copy of");
        if (c.acceptAny("any", "a", "an") == null) throw c.fail("\"any\"");
        Noun noun = NounGrammar.noun(c);
        c.accept("on the battlefield");
        String extra = null;
        if (c.accept(", except it's")) {
            if (c.acceptAny("a", "an") == null) throw c.fail("\"a\" or \"an\"");
            Token t = c.next();
            if (t.kind() != Token.Kind.WORD) throw c.fail("a card type");
            extra = t.lower();
            c.expect("in addition to its other types");
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new EntersAsCopy(noun, extra);
    }
}
