package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DamageSources;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Sources of damage named by their kind rather than as "source" (614.1a):
 * <pre>
 * source-noun := ["a" | "an"] colour* type (("or") type)* ["spell"] [controller] | "a spell" (an instant or sorcery)
 *                   ("spell" only after instant / sorcery, which deal damage only as spells; else the type is the noun)
 * doubled     := source-noun "would deal" ["combat"] "damage ," "it deals" ("double" | "triple") "that damage instead"
 * </pre>
 */
final class SourceNounGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    private static final Set<String> TYPES = Set.of("artifact", "creature", "enchantment", "land", "instant", "sorcery",
            "planeswalker");

    private SourceNounGrammar() {
    }

    /** Whether such a noun followed by "would deal" starts {@code ahead} tokens on. */
    static boolean at(Cursor c, int ahead) {
        int m = c.mark();
        try {
            for (int k = 0; k < ahead; k++) c.next();
            return sources(c) != null && c.at("would deal");
        } catch (ParseFailure f) {
            return false;
        } finally {
            c.reset(m);
        }
    }

    /** The sources, or null with the cursor unchanged. */
    static DamageSources sources(Cursor c) {
        int m = c.mark();
        c.acceptAny("a", "an");
        List<String> colours = new ArrayList<>();
        List<String> types = new ArrayList<>();
        while (true) {
            Token t = c.peek();
            if (t == null || t.kind() != Token.Kind.WORD) break;
            String w = t.lower();
            if (COLOURS.contains(w) && types.isEmpty()) {
                colours.add(w);
            } else if (TYPES.contains(w)) {
                types.add(w);
            } else if (!(w.equals("or") && !types.isEmpty() && c.peek(1) != null && TYPES.contains(c.peek(1).lower()))) {
                break;
            }
            c.next();
        }
        if (types.isEmpty() && colours.isEmpty() && c.at("spell would deal")) { // "a spell": only instants and sorceries
            types.add("instant"); // deal damage as spells (a permanent spell deals none on the stack, 608.3)
            types.add("sorcery");
        }
        if (types.isEmpty()) {
            c.reset(m);
            return null;
        }
        if (c.acceptAny("spell", "spells") != null && !Set.of("instant", "sorcery").containsAll(types)) {
            c.reset(m); // "a red creature spell": a spell only, which the source filter can't say
            return null;
        }
        String controller = c.acceptAny("an opponent controls", "you control", "you don't control");
        if (!c.at("would deal")) {
            c.reset(m);
            return null;
        }
        return new DamageSources(colours, types, controller);
    }

    /** "... it deals double / triple that damage instead." after "would deal [combat] damage , it deals". */
    static EffectNode doubled(Cursor c, ObjectRef self, DamageSources sources, boolean combat) {
        int factor;
        if (c.accept("double that damage")) factor = 2;
        else if (c.accept("triple that damage")) factor = 3;
        else throw c.fail("\"double that damage\"");
        c.expect("instead");
        return new EffectNode.DamageModified(self, sources, combat, "any", factor, 0);
    }
}
