package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;
import java.util.List;

/**
 * The objects an effect clause acts on (608.2c, 115.1, 608.2h), read once from the clause's own tokens into a
 * {@link SubjectPhrase}: as one object ({@link ObjectReferentGrammar}) and as the effect grammar's object reference
 * ({@link ReferenceGrammar#object}, the whole phrase or nothing).
 * <pre>
 * described := ("target" | "another target" | "each" | "all") WORDS
 * creatures := "target creature an opponent controls" | ("target" | "each" | "all") ["other"] ("creature" | "creatures")
 *              ["you control"]
 * lands     := ("target" | "each" | "all") ("land" | "lands") ["you control"]
 * </pre>
 */
public final class SubjectPhraseGrammar {

    private SubjectPhraseGrammar() {
    }

    /** The phrase the {@code tokens} (all of them, in {@code source}) are. */
    public static SubjectPhrase read(String source, List<Token> tokens) {
        return new SubjectPhrase(ObjectReferentGrammar.of(source, tokens), reference(tokens), described(source, tokens),
                creatures(new Cursor(tokens)), lands(new Cursor(tokens)));
    }

    private static ObjectRef reference(List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        try {
            ObjectRef ref = ReferenceGrammar.object(c);
            return c.atEnd() ? ref : null;
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** Whether the phrase starts "target ", "another target ", "each " or "all " (a word apart by a space, more after). */
    private static boolean described(String source, List<Token> tokens) {
        int lead = tokens.size() > 1 && tokens.get(0).is("another") && tokens.get(1).is("target") ? 1
                : !tokens.isEmpty() && (tokens.get(0).is("target") || tokens.get(0).is("each") || tokens.get(0).is("all"))
                        ? 0 : -1;
        if (lead < 0 || tokens.size() <= lead + 1) return false;
        for (int i = 0; i <= lead; i++) {
            int end = tokens.get(i).start() + tokens.get(i).text().length();
            if (end >= source.length() || source.charAt(end) != ' ') return false;
        }
        return true;
    }

    private static boolean creatures(Cursor c) {
        if (c.accept("target creature an opponent controls") && c.atEnd()) return true;
        c.reset(0);
        if (c.acceptAny("target", "each", "all") == null) return false;
        c.accept("other");
        if (c.acceptAny("creature", "creatures") == null) return false;
        c.accept("you control");
        return c.atEnd();
    }

    private static boolean lands(Cursor c) {
        if (c.acceptAny("target", "each", "all") == null || c.acceptAny("land", "lands") == null) return false;
        c.accept("you control");
        return c.atEnd();
    }
}
