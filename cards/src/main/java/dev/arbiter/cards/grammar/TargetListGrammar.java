package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.ArrayList;
import java.util.List;

/**
 * A list of single targets after a verb (115.1: each "target" its own target):
 * <pre>
 * list := target ("," target)+ ["," ] "and" target      ("Destroy target artifact, target creature, target enchantment,
 *                                                          and target land.")
 * </pre>
 * Each item is "target [noun]" (one object); the sentence ends after the last.
 */
final class TargetListGrammar {

    private TargetListGrammar() {
    }

    /** The targets after {@code first} (two or more), or null with the cursor unchanged when no such list follows. */
    static List<ObjectRef> rest(Cursor c, ObjectRef first) {
        if (!single(first) || !c.at(", target")) return null;
        int m = c.mark();
        List<ObjectRef> more = new ArrayList<>();
        try {
            while (true) {
                boolean last = c.accept(", and") || c.accept("and");
                if (!last && !c.accept(",")) break;
                if (!c.at("target")) break;
                ObjectRef next = ReferenceGrammar.object(c);
                if (!single(next)) break;
                more.add(next);
                if (last) {
                    if (more.size() >= 2 && (c.at(".") || c.atEnd())) return more;
                    break;
                }
            }
        } catch (ParseFailure f) {
            // not such a list
        }
        c.reset(m);
        return null;
    }

    private static boolean single(ObjectRef o) {
        return o instanceof ObjectRef.Targeted t && t.min() == 1 && t.max() == 1;
    }

    /**
     * "all creatures you don't control and all planeswalkers you don't control" (608.2c): one group of both kinds, when
     * the two nouns differ only in their card types; null with the cursor unchanged otherwise.
     */
    static ObjectRef allAndAll(Cursor c, ObjectRef first) {
        if (!(first instanceof ObjectRef.Every e) || e.other() || !c.at("and all")) return null;
        int m = c.mark();
        c.accept("and");
        try {
            ObjectRef second = ReferenceGrammar.object(c);
            if (second instanceof ObjectRef.Every e2 && !e2.other() && (c.at(".") || c.atEnd())) {
                dev.arbiter.cards.grammar.ast.Noun a = e.noun();
                dev.arbiter.cards.grammar.ast.Noun b = e2.noun();
                if (a.adjectives().equals(b.adjectives()) && a.subtypeModifiers().isEmpty() && b.subtypeModifiers().isEmpty()
                        && a.with().isEmpty() && b.with().isEmpty() && java.util.Objects.equals(a.controller(), b.controller())
                        && java.util.Objects.equals(a.zone(), b.zone()) && a.plural() && b.plural()
                        && types(a) && types(b)) {
                    List<String> heads = new ArrayList<>(a.heads());
                    for (String h : b.heads()) if (!heads.contains(h)) heads.add(h);
                    return new ObjectRef.Every(new dev.arbiter.cards.grammar.ast.Noun(a.adjectives(), heads, List.of(),
                            a.controller(), List.of(), true, a.zone()), false);
                }
            }
        } catch (ParseFailure f) {
            // not a second group
        }
        c.reset(m);
        return null;
    }

    /** Whether every head of {@code n} is a permanent card type (205.2a). */
    private static boolean types(dev.arbiter.cards.grammar.ast.Noun n) {
        for (String h : n.heads()) {
            if (!List.of("artifact", "creature", "enchantment", "land", "planeswalker", "battle").contains(h)) return false;
        }
        return !n.heads().isEmpty();
    }
}
