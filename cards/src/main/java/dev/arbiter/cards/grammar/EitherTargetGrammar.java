package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One target described by two nouns joined by "or", each with its own qualities (115.1): "target land or nonblack
 * creature" (205.2, 105.2), and two status words before one noun, "target tapped or blocking creature" (110.5, 506.4).
 * Either noun alone is read by {@link NounGrammar}; nouns whose heads alone differ ("creature or planeswalker") stay there.
 */
final class EitherTargetGrammar {

    /** Status words that may be alternatives before one noun (110.5 tapped, 506.4 combat). */
    private static final Set<String> STATUS = Set.of("tapped", "untapped", "attacking", "blocking");

    private EitherTargetGrammar() {
    }

    /**
     * After "target" (the phrase began at {@code from}): the either-target, or null with the cursor unchanged.
     */
    static ObjectRef either(Cursor c, int from) {
        int start = c.mark();
        ObjectRef r = statuses(c, from);
        if (r != null) return r;
        c.reset(start);
        r = nouns(c, from);
        if (r == null) c.reset(start);
        return r;
    }

    /** "tapped or blocking creature": the noun once with each status word. */
    private static ObjectRef statuses(Cursor c, int from) {
        var t0 = c.peek();
        var t2 = c.peek(2);
        if (t0 == null || t2 == null || !c.peek(1).lower().equals("or")) return null;
        String w1 = t0.lower();
        String w2 = t2.lower();
        if (!STATUS.contains(w1) || !STATUS.contains(w2) || w1.equals(w2)) return null;
        if (w1.equals("attacking") && w2.equals("blocking")) return null; // 506.4: NounGrammar reads "attacking or blocking"
        c.next();
        c.next();
        Noun second = NounGrammar.nounOrReset(c, c.mark());
        if (second == null || second.adjectives().isEmpty() || !second.adjectives().get(0).equals(w2)) return null;
        List<String> adjectives = new ArrayList<>(second.adjectives());
        adjectives.set(0, w1);
        if (adjectives.subList(1, adjectives.size()).contains(w1)) return null;
        Noun first = new Noun(adjectives, second.heads(), second.subtypeModifiers(), second.controller(), second.with(),
                second.plural(), second.zone());
        return new ObjectRef.TargetedEither(first, second, c.textFrom(from));
    }

    /**
     * "land or nonblack creature": two nouns, the second with qualities of its own. A controller or "with" clause after
     * the second could belong to both or to the second alone; such phrases are left unread.
     */
    private static ObjectRef nouns(Cursor c, int from) {
        Noun first = NounGrammar.nounOrReset(c, c.mark());
        if (first == null || !c.at("or") || first.plural() || first.controller() != null || !first.with().isEmpty()
                || first.zone() != null || !first.adjectives().isEmpty()) return null;
        c.next();
        Noun second = NounGrammar.nounOrReset(c, c.mark());
        if (second == null || second.plural() || second.adjectives().isEmpty() || second.controller() != null
                || !second.with().isEmpty() || second.zone() != null) return null;
        var next = c.peek();
        if (next != null && next.kind() == Token.Kind.WORD && !next.lower().equals("and")) return null;
        return new ObjectRef.TargetedEither(first, second, c.textFrom(from));
    }
}
