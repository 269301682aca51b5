package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.CantHaveCounters;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.LoseKeyword;
import dev.arbiter.cards.grammar.ast.GroupSubject;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Static rules about a group of permanents, a subject then a predicate read to the end of the line:
 * <pre>
 * counters := subject "can't have" ["+1/+1" | "-1/-1"] "counters put on" ("them" | "it") "."     (122.6, 101.2)
 * loses    := subject "lose" WORDS ["and can't have or gain" WORDS] "."                            (613.1f)
 * WORDS    := words of letters (the same words both times)
 * </pre>
 * The subject is the words before the first place the predicate reads to the end, read once into a {@link GroupSubject}.
 */
public final class GroupRuleGrammar {

    private GroupRuleGrammar() {
    }

    /** The counters line, or throws {@link ParseFailure}. */
    public static CantHaveCounters counters(String text) {
        String line = text.strip();
        return afterSubject(line, c -> {
            if (!c.accept("can't have")) return null;
            String kind = null;
            Token pt = c.peek();
            if (pt != null && pt.kind() == Token.Kind.PT && (pt.text().equals("+1/+1") || pt.text().equals("-1/-1"))) {
                kind = pt.text();
                c.next();
            }
            if (!c.accept("counters put on")) return null;
            String pronoun = c.acceptAny("them", "it");
            if (pronoun == null || !c.accept(".") || !c.atEnd()) return null;
            return new CantHaveCounters(null, kind, pronoun);
        }, (node, subject) -> new CantHaveCounters(group(subject), node.kind(), node.pronoun()));
    }

    /** The loses line, or throws {@link ParseFailure}. */
    public static LoseKeyword loses(String text) {
        String line = text.strip();
        return afterSubject(line, c -> {
            if (!c.accept("lose")) return null;
            String keyword = words(c);
            if (keyword == null) return null;
            boolean never = false;
            if (c.accept("and can't have or gain")) {
                String again = words(c);
                if (again == null || !again.equalsIgnoreCase(keyword)) return null;
                never = true;
            }
            if (!c.accept(".") || !c.atEnd()) return null;
            return new LoseKeyword(null, keyword, never);
        }, (node, subject) -> new LoseKeyword(group(subject), node.keyword(), node.cantHaveOrGain()));
    }

    /** Letter-only words up to "and can't" or the end, joined by spaces, or null. */
    private static String words(Cursor c) {
        StringBuilder b = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.WORD && !c.at("and can't have or gain")
                && c.peek().text().chars().allMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z')) {
            if (b.length() > 0) b.append(' ');
            b.append(c.next().text());
        }
        return b.length() == 0 ? null : b.toString();
    }

    /** The subject's tokens read once: "~" alone, or a group of permanents (611.3a). */
    private static GroupSubject group(List<Token> subject) {
        return new GroupSubject(subject.size() == 1 && subject.get(0).is("~"), StaticSubjectGrammar.read(subject));
    }

    /** The first reading of {@code predicate} after one or more words of subject, with the subject's tokens put in. */
    static <T> T afterSubject(String line, Function<Cursor, T> predicate, BiFunction<T, List<Token>, T> with) {
        Cursor c = Cursor.of(line);
        int size = Spans.size(c);
        for (int i = 1; i < size; i++) {
            c.reset(i);
            T found = c.attempt(predicate);
            if (found != null) {
                return with.apply(found, c.tokens(0, i));
            }
        }
        c.reset(0);
        throw c.fail("a predicate");
    }
}
