package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * An object given more types by a resolving spell or ability (205.1a, 105.3, 611.2a):
 * <pre>
 * becomes-in-addition := ("becomes" | "become") ("a" | "an") WORD+ "in addition to" ("its" | "their") "other"
 *                        ("colors and types" | "creature types" | "types") ["until end of turn"]
 * </pre>
 * "Target permanent becomes an artifact in addition to its other types until end of turn." (the types end in the cleanup
 * step, 514.2) / "target land becomes an Island in addition to its other types." (no duration: for as long as it stays,
 * 611.2a). The words (colours, card types, subtypes) are checked by the lowering as for "is ... in addition".
 */
final class BecomesInAdditionGrammar {
    private static final String[] KINDS = {"colors and types", "creature types", "types"};

    private BecomesInAdditionGrammar() {
    }

    /** The clause after its subject, or null (cursor unmoved) when it isn't one. */
    static EffectNode verb(Cursor c, ObjectRef subject) {
        int start = c.mark();
        if (c.acceptAny("becomes", "become") == null || c.acceptAny("a", "an") == null) {
            c.reset(start);
            return null;
        }
        List<String> words = new ArrayList<>();
        while (!c.atEnd() && !c.at("in addition to")) {
            Token t = c.next();
            if (t.kind() != Token.Kind.WORD) { // a size, a quoted ability, punctuation: another sentence form
                c.reset(start);
                return null;
            }
            words.add(t.text());
        }
        if (words.isEmpty() || !(c.accept("in addition to its other") || c.accept("in addition to their other"))) {
            c.reset(start);
            return null;
        }
        String kind = null;
        for (String k : KINDS) {
            if (c.accept(k)) {
                kind = k;
                break;
            }
        }
        if (kind == null) throw c.fail("\"colors and types\", \"creature types\" or \"types\"");
        EffectNode is = new EffectNode.IsInAddition(subject, "a " + String.join(" ", words), kind); // the lowering reads "a WORDS"
        return c.accept("until end of turn") ? new EffectNode.UntilEndOfTurn(is) : is;
    }
}
