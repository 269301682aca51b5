package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticSubject;

/**
 * The subject of a static ability's line (611.3a): the whole text must be one group of permanents.
 * <pre>
 * subject := [ "each" | "all" ] [ "other" ] noun [ union ]     union only without "each" / "other" (NounUnionGrammar)
 * </pre>
 * A singular noun needs "each" (a subtype written the same in the plural, "Merfolk", is plural already);
 * a noun with a zone ("cards in your graveyard") is no group of permanents.
 */
public final class StaticSubjectGrammar {

    private StaticSubjectGrammar() {
    }

    /** The subject {@code text} names, or throws {@link ParseFailure}. */
    public static StaticSubject parse(String text) {
        return parse(Cursor.of(text.strip()));
    }

    /** The subject the {@code tokens} (all of them) name, or null when they are not one. */
    public static StaticSubject read(java.util.List<Token> tokens) {
        try {
            return parse(new Cursor(tokens));
        } catch (ParseFailure f) {
            return null;
        }
    }

    private static StaticSubject parse(Cursor c) {
        boolean each = c.accept("each");
        if (!each) c.accept("all");
        boolean other = c.accept("other");
        Noun n = NounGrammar.noun(c);
        if (!each && !other) n = NounUnionGrammar.join(c, n); // "Goblins you control and Elementals you control"
        if (!c.atEnd()) throw c.fail("the end of the subject");
        if (!each && !NounGrammar.mayBePlural(n)) throw c.fail("a plural noun or \"each\"");
        if (n.zone() != null) throw c.fail("permanents (no zone)");
        return new StaticSubject(each, other, n);
    }
}
