package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.BecomesWithBase;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.InAdditionTypes;

/**
 * Type changes of a static ability's subject, the body without its final "." (205.1a, 205.1b, 613.4b):
 * <pre>
 * inAddition := head ([","] "and" | ) "is" ("a" | "an") words "in addition to its other"
 *               ("types" | "creature types" | "colors and types")
 * becomes    := subject ["loses all abilities and"] "is" ("a" | "an") words "with base power and toughness" N "/" N
 *               ["and loses all abilities"]
 * words      := words of letters, digits and underscores
 * </pre>
 * The head or subject is the words before the first place the rest reads, kept as printed.
 */
public final class TypeChangeGrammar {

    private static final String[] OTHERS = {"types", "creature types", "colors and types"};

    private TypeChangeGrammar() {
    }

    /** The in-addition body, or throws {@link ParseFailure}. */
    public static InAdditionTypes inAddition(String body) {
        Cursor c = Cursor.of(body);
        int size = Spans.size(c);
        for (int k = 1; k < size; k++) {
            c.reset(k);
            if (!c.accept("is") || c.acceptAny("a", "an") == null) continue;
            int from = c.mark();
            if (!words(c, "in addition to its other")) continue;
            int to = c.mark();
            c.accept("in addition to its other");
            String other = null;
            for (String o : OTHERS) {
                int m = c.mark();
                if (c.accept(o) && c.atEnd()) other = o;
                else c.reset(m);
                if (other != null) break;
            }
            if (other == null) continue;
            c.reset(to);
            String words = Spans.source(body, c, from);
            c.reset(0);
            boolean joined = false;
            int headEnd = k;
            if (k >= 2 && c.peek(k - 1).is("and")) {
                joined = true;
                headEnd = k - 1;
                if (k >= 3 && c.peek(k - 2).is(",")) headEnd = k - 2;
            }
            c.reset(headEnd);
            String head = body.substring(0, c.peek().start()).strip();
            return new InAdditionTypes(head, joined ? null : LayerSubjectGrammar.read(c.tokens(0, headEnd)), joined, words, other);
        }
        c.reset(0);
        throw c.fail("\"is a ... in addition to its other types\"");
    }

    /** The becomes body, or throws {@link ParseFailure}. */
    public static BecomesWithBase becomes(String body) {
        Cursor c = Cursor.of(body);
        int size = Spans.size(c);
        for (int k = 1; k < size; k++) {
            c.reset(k);
            boolean before = c.accept("loses all abilities and");
            if (!c.accept("is") || c.acceptAny("a", "an") == null) continue;
            int from = c.mark();
            if (!words(c, "with base power and toughness")) continue;
            int to = c.mark();
            c.accept("with base power and toughness");
            Token pt = c.peek();
            if (pt == null || pt.kind() != Token.Kind.PT || !digitsOverDigits(pt.text())) continue;
            c.next();
            boolean after = c.accept("and loses all abilities");
            if (!c.atEnd()) continue;
            c.reset(to);
            String words = Spans.source(body, c, from);
            int slash = pt.text().indexOf('/');
            c.reset(k);
            LayerSubject subject = LayerSubjectGrammar.read(c.tokens(0, k));
            return new BecomesWithBase(subject, before, words, Integer.parseInt(pt.text().substring(0, slash)),
                    Integer.parseInt(pt.text().substring(slash + 1)), after);
        }
        c.reset(0);
        throw c.fail("\"is a ... with base power and toughness\"");
    }

    private static boolean digitsOverDigits(String pt) {
        int slash = pt.indexOf('/');
        return slash > 0 && slash < pt.length() - 1 && pt.chars().filter(ch -> ch == '/').count() == 1
                && pt.chars().allMatch(ch -> ch == '/' || ch >= '0' && ch <= '9');
    }

    /** One or more plain words up to {@code stop}, consumed; false when something else comes first. */
    private static boolean words(Cursor c, String stop) {
        int n = 0;
        while (c.peek() != null && !c.at(stop)) {
            Token t = c.peek();
            if (t.kind() != Token.Kind.WORD && t.kind() != Token.Kind.NUMBER
                    || !t.text().chars().allMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z'
                    || ch >= '0' && ch <= '9' || ch == '_')) return false;
            c.next();
            n++;
        }
        return n > 0 && c.peek() != null;
    }
}
