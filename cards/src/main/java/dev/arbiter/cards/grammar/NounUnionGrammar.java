package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Two groups of objects joined by "and" as one subject (each object that is in either group):
 * <pre>
 * union := plural-noun "and" plural-noun
 *          ("Goblins you control and Elementals you control" — only the subtypes differ: either subtype, 205.3;
 *           "Red creatures and white creatures you control" — only the colours differ: either colour, 105.2)
 * </pre>
 * The two nouns must be the same but for that one difference; a controller written once, after the second group,
 * describes both. Anything else ("other" before one group only, another status, a "with" clause on one) is left to
 * the caller as it was.
 */
public final class NounUnionGrammar {
    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");

    private NounUnionGrammar() {
    }

    /** {@code first} joined with the group after "and", or {@code first} itself with the cursor unmoved. */
    public static Noun join(Cursor c, Noun first) {
        if (!c.at("and") || !first.plural() || first.zone() != null || !first.subtypeModifiers().isEmpty()) return first;
        int m = c.mark();
        c.next();
        try {
            if (c.at("other")) { // "Skeletons you control and other Zombies you control": "other" on one group only
                c.reset(m);
                return first;
            }
            Noun second = NounGrammar.noun(c);
            Noun joined = merged(first, second);
            if (joined != null) return joined;
        } catch (ParseFailure f) {
            // not a second group
        }
        c.reset(m);
        return first;
    }

    private static Noun merged(Noun a, Noun b) {
        if (!b.plural() || b.zone() != null || !b.subtypeModifiers().isEmpty() || !a.with().equals(b.with())) return null;
        String controller = a.controller();
        if (controller == null) controller = b.controller(); // "Red creatures and white creatures you control"
        else if (!controller.equals(b.controller())) return null;
        if (a.adjectives().equals(b.adjectives()) && subtypesOnly(a.heads()) && subtypesOnly(b.heads())) {
            List<String> heads = new ArrayList<>(a.heads());
            for (String h : b.heads()) if (!heads.contains(h)) heads.add(h);
            return new Noun(a.adjectives(), heads, List.of(), controller, a.with(), true, null);
        }
        if (a.heads().equals(b.heads()) && coloursOnly(a.adjectives()) && coloursOnly(b.adjectives())) {
            List<String> colours = new ArrayList<>(a.adjectives());
            for (String col : b.adjectives()) if (!colours.contains(col)) colours.add(col);
            return new Noun(colours, a.heads(), List.of(), controller, a.with(), true, null);
        }
        return null;
    }

    /** Heads that are all subtypes ("Goblin", "Elemental"), no card type word. */
    private static boolean subtypesOnly(List<String> heads) {
        if (heads.isEmpty()) return false;
        for (String h : heads) if (h.isEmpty() || !Character.isUpperCase(h.charAt(0)) || h.contains(" ")) return false;
        return true;
    }

    private static boolean coloursOnly(List<String> adjectives) {
        return !adjectives.isEmpty() && COLOURS.containsAll(adjectives);
    }
}
