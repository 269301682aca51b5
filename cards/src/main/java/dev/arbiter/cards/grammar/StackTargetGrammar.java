package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StackNodes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Abilities on the stack as targets (115.1, 113.1c), after "target":
 * <pre>
 * stack-target := item ("," item)* [","] ["or" item] ["you control"] ["from" ("a" | "an") TYPE "source"]
 *                 ["that targets" ("you" ["or" count noun] | count noun)]
 * item         := "activated ability" | "triggered ability" | "activated or triggered ability" | "spell or ability"
 *               | [ADJECTIVE] "spell"
 * </pre>
 * Read only when at least one item is an ability; a list of spells alone is the noun grammar's.
 */
public final class StackTargetGrammar {
    /** The one-word spell qualities read here; others leave the phrase to the noun grammar (fail closed). */
    private static final Set<String> SPELL_WORDS = Set.of("instant", "sorcery", "creature", "noncreature", "artifact",
            "enchantment", "legendary", "planeswalker");
    private static final Set<String> SOURCE_TYPES = Set.of("artifact", "creature", "enchantment", "land", "planeswalker");

    private StackTargetGrammar() {
    }

    /** The phrase after "target" at the cursor, or null (cursor unchanged). */
    static StackNodes.StackTarget phrase(Cursor c) {
        int m = c.mark();
        List<String> spells = new ArrayList<>();
        boolean activated = false;
        boolean triggered = false;
        boolean more = true;
        while (more) {
            if (c.accept("activated or triggered ability")) {
                activated = triggered = true;
            } else if (c.accept("activated ability")) {
                activated = true;
            } else if (c.accept("triggered ability")) {
                triggered = true;
            } else if (c.accept("spell or ability")) { // 115.1: an ability on the stack is activated or triggered
                spells.add("");
                activated = triggered = true;
            } else if (c.accept("spell")) {
                spells.add("");
            } else if (c.peek() != null && SPELL_WORDS.contains(c.peek().lower()) && c.peek(1) != null && c.peek(1).is("spell")) {
                spells.add(c.next().lower());
                c.next();
            } else {
                c.reset(m);
                return null;
            }
            int sep = c.mark();
            if (c.accept(", or") || c.accept("or")) continue;
            if (c.accept(",")) continue;
            c.reset(sep);
            more = false;
        }
        if (!activated && !triggered) {
            c.reset(m);
            return null;
        }
        String controller = c.accept("you control") ? "you control" : null;
        String sourceType = null;
        int from = c.mark();
        if (c.acceptAny("from a", "from an") != null) {
            if (c.peek() != null && SOURCE_TYPES.contains(c.peek().lower()) && c.peek(1) != null && c.peek(1).is("source")) {
                sourceType = c.next().lower();
                c.next();
            } else {
                c.reset(from);
            }
        }
        boolean you = false;
        dev.arbiter.cards.grammar.ast.Noun object = null;
        int that = c.mark();
        if (c.accept("that targets")) { // 115.1: "that targets you", "that targets a creature you control"
            you = c.accept("you");
            if (!you || c.accept("or")) {
                if (ReferenceGrammar.count(c) == null) {
                    c.reset(that);
                    return new StackNodes.StackTarget(spells, activated, triggered, controller, sourceType,
                            "target " + c.textFrom(m), false, null);
                }
                object = NounGrammar.noun(c);
            }
        }
        return new StackNodes.StackTarget(spells, activated, triggered, controller, sourceType, "target " + c.textFrom(m),
                you, object);
    }
}
