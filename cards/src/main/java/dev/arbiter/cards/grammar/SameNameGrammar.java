package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A target and the other permanents named alike (201.2):
 * <pre>
 * and-same-name := "target" noun "and all other" noun "with the same name as" ("that" noun | "it")
 * </pre>
 * "Destroy target nonland permanent and all other permanents with the same name as that permanent." The others are
 * found as the effect begins (608.2h); the target is the spell's one target.
 */
final class SameNameGrammar {
    private SameNameGrammar() {
    }

    /** Whether "same" is among the next words (a cheap test before the nouns are read). */
    private static boolean sameAhead(Cursor c) {
        for (int i = 0; i < 16; i++) {
            Token t = c.peek(i);
            if (t == null) return false;
            if (t.kind() == Token.Kind.WORD && t.text().equalsIgnoreCase("same")) return true;
        }
        return false;
    }

    /** The reference, or null with the cursor unchanged. */
    static ObjectRef targetAndOthers(Cursor c) {
        if (!c.at("target") || !sameAhead(c)) return null;
        int m = c.mark();
        try {
            c.accept("target");
            Noun first = NounGrammar.noun(c);
            String text = c.textFrom(m);
            if (first.plural() || !c.accept("and all other")) {
                c.reset(m);
                return null;
            }
            Noun others = NounGrammar.noun(c);
            if (!others.plural() || !c.accept("with the same name as")) {
                c.reset(m);
                return null;
            }
            if (!c.accept("it")) {
                c.expect("that");
                Token t = c.next();
                if (t == null || t.kind() != Token.Kind.WORD) throw c.fail("the target named again");
            }
            return new ObjectRef.AndSameName(new ObjectRef.Targeted(first, 1, 1, false, text), others);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
