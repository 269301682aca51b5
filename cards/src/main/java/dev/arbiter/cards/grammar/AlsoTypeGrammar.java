package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.AlsoTypes;
import java.util.ArrayList;
import java.util.List;

/**
 * A characteristic-defining "is also" line (604.3, 205.3m):
 * <pre>
 * line := "~ is also" ("a" | "an") TYPE ("," TYPE)* [[","] "and" TYPE] "."
 * TYPE := a capitalised word (an upper-case letter, then lower-case letters, apostrophes and hyphens)
 * </pre>
 */
public final class AlsoTypeGrammar {

    private AlsoTypeGrammar() {
    }

    /** The line as a node, or throws {@link ParseFailure}. */
    public static AlsoTypes parse(String text) {
        Cursor c = Cursor.of(text.strip());
        c.expect("~ is also");
        Token article = c.peek();
        if (article == null || !(article.text().equals("a") || article.text().equals("an"))) throw c.fail("\"a\"");
        c.next();
        List<String> types = new ArrayList<>();
        types.add(type(c));
        while (true) {
            boolean comma = c.accept(",");
            if (c.accept("and")) {
                types.add(type(c));
                break;
            }
            if (!comma) break;
            types.add(type(c));
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new AlsoTypes(types);
    }

    private static String type(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD || t.text().length() < 2 || !Character.isUpperCase(t.text().charAt(0))
                || !t.text().substring(1).chars().allMatch(ch -> Character.isLowerCase(ch) || ch == '\'' || ch == '-')) {
            throw c.fail("a creature type");
        }
        c.next();
        return t.text();
    }
}
