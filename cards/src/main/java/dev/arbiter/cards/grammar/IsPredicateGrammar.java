package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PhraseNodes.AllAbleToBlock;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Goaded;
import dev.arbiter.cards.grammar.ast.PhraseNodes.IsColor;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Loses;
import dev.arbiter.cards.grammar.ast.PhraseNodes.MustBeBlocked;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Predicate;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Predicated;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The predicates ending a static ability's line after its "gets" / "has" (509.1c, 613.1e-f, 701.38b):
 * <pre>
 * line      := HEAD tail+ | SUBJECT predicate
 * tail      := ("," "and" | "and" | ",") (predicate | "loses" WORD | "all creatures able to block it do so")
 * predicate := "is goaded" | "must be blocked if able" | "is" COLOUR
 * SUBJECT   := "enchanted creature" | "equipped creature" | "~"
 * </pre>
 * Tails are taken off the end one by one, each at the first separator that leaves exactly one tail after it.
 */
public final class IsPredicateGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");

    private IsPredicateGrammar() {
    }

    /** The line's head and predicates, or null when it ends with none and is not "SUBJECT predicate". */
    public static Predicated read(String body) {
        List<Predicate> predicates = new ArrayList<>();
        String head = body.strip();
        while (true) {
            Cursor c = Cursor.of(head);
            int n = Spans.size(c);
            int at = -1;
            Predicate last = null;
            for (int i = 1; i < n && last == null; i++) {
                c.reset(i);
                last = c.attempt(IsPredicateGrammar::tail);
                at = i;
            }
            if (last == null) break;
            predicates.add(0, last);
            head = head.substring(0, c.tokens(at, at + 1).get(0).start()).strip();
        }
        if (!predicates.isEmpty()) return new Predicated(head, null, predicates);
        Cursor c = Cursor.of(head);
        if (!c.accept("enchanted creature") && !c.accept("equipped creature") && !c.accept("~")) return null;
        LayerSubject subject = LayerSubjectGrammar.read(c.tokens(0, c.mark()));
        Predicate p = predicate(c);
        return p != null && c.atEnd() ? new Predicated(head, subject, List.of(p)) : null;
    }

    /** A separator and the last predicate, ending the line; null otherwise. */
    private static Predicate tail(Cursor c) {
        int m = c.mark();
        for (String sep : new String[] {", and", "and", ","}) {
            c.reset(m);
            if (!c.accept(sep)) continue;
            Predicate p = predicate(c);
            if (p == null) p = lastOnly(c);
            if (p != null && c.atEnd()) return p;
        }
        return null;
    }

    private static Predicate predicate(Cursor c) {
        int m = c.mark();
        if (c.accept("is goaded")) return new Goaded();
        if (c.accept("must be blocked if able")) return new MustBeBlocked();
        if (c.accept("is") && c.peek() != null && c.peek().kind() == Token.Kind.WORD
                && COLOURS.contains(c.peek().lower())) {
            return new IsColor(c.next().lower());
        }
        c.reset(m);
        return null;
    }

    private static Predicate lastOnly(Cursor c) {
        int m = c.mark();
        if (c.accept("all creatures able to block it do so")) return new AllAbleToBlock();
        if (c.accept("loses") && c.peek() != null && c.peek().kind() == Token.Kind.WORD && TokenShapes.letters(c.peek().text())) {
            return new Loses(c.next().lower());
        }
        c.reset(m);
        return null;
    }
}
