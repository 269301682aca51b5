package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Granted;

/**
 * The body of a conditional static ability by which the card makes itself a creature (205.1b, 611.3b), without its
 * final "." and the condition ("As long as it's not your turn, ..." / "... as long as you control three or more
 * artifacts"):
 * <pre>
 * self  := "~ is" ("a" | "an") N "/" N words "creature" ["with" abilities]
 * words := words of letters (colours, card types, subtypes), none or more
 * </pre>
 * The words are kept as printed; the abilities are read as a granted list ({@link Granted}).
 */
public final class SelfAnimationGrammar {

    /** The size, the words before "creature" ("" for none) and the abilities after "with" (null for none). */
    public record SelfAnimation(int power, int toughness, String words, Granted with) {
    }

    private SelfAnimationGrammar() {
    }

    /** The body read, or throws {@link ParseFailure}. */
    public static SelfAnimation parse(String body) {
        Cursor c = Cursor.of(body);
        if (!c.accept("~ is") || c.acceptAny("a", "an") == null) throw c.fail("\"~ is a\"");
        Token pt = c.peek();
        if (pt == null || pt.kind() != Token.Kind.PT) throw c.fail("a power and toughness");
        String s = pt.text();
        int slash = s.indexOf('/');
        if (slash <= 0 || slash == s.length() - 1 || !s.chars().allMatch(ch -> ch == '/' || ch >= '0' && ch <= '9')) {
            throw c.fail("a power and toughness of digits");
        }
        c.next();
        int from = c.mark();
        while (c.peek() != null && !c.at("creature") && letters(c.peek())) c.next();
        String words = Spans.source(body, c, from);
        if (!c.accept("creature")) throw c.fail("\"creature\"");
        Granted with = null;
        if (c.accept("with")) {
            int at = c.mark();
            if (c.atEnd()) throw c.fail("abilities");
            while (c.peek() != null) c.next();
            with = GrantedListGrammar.read(Spans.source(body, c, at));
        }
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new SelfAnimation(Integer.parseInt(s.substring(0, slash)), Integer.parseInt(s.substring(slash + 1)), words, with);
    }

    private static boolean letters(Token t) {
        return t.kind() == Token.Kind.WORD && !t.text().isEmpty() && t.text().chars().allMatch(Character::isLetter);
    }
}
