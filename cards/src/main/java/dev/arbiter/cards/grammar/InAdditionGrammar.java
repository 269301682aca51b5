package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * IS_IN_ADDITION := ("is" | "are") WORDS "in addition to" ("its" | "their") "other"
 *                   ("colors and types" | "creature types" | "types")
 * — "That creature is a black Zombie in addition to its other colors and types." (205.1a, 105.3)
 */
final class InAdditionGrammar {
    private static final String[] KINDS = {"colors and types", "creature types", "types"};

    private InAdditionGrammar() {
    }

    /** The clause after its subject, or null (cursor unmoved) when it isn't one. */
    static EffectNode verb(Cursor c, ObjectRef subject) {
        int start = c.mark();
        if (c.acceptAny("is", "are") == null) return null;
        List<String> words = new ArrayList<>();
        while (!c.atEnd() && !c.at("in addition to")) {
            Token t = c.next();
            if (t.text().equals(".")) break;
            words.add(t.text());
        }
        if (words.isEmpty() || !(c.accept("in addition to its other") || c.accept("in addition to their other"))) {
            c.reset(start);
            return null;
        }
        for (String kind : KINDS) {
            if (c.accept(kind)) return new EffectNode.IsInAddition(subject, String.join(" ", words), kind);
        }
        throw c.fail("\"colors and types\", \"creature types\" or \"types\"");
    }
}
