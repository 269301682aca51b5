package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Condition;

/**
 * The counters on the source as a condition (611.3b, 122.1):
 * <pre>
 * condition := ("~" | "it") "has" ("a" | "an" | N "or more") KIND ("counter" | "counters") "on it"
 * </pre>
 * "it" is the source only where the caller knows it is ("~ has trample as long as it has a +1/+1
 * counter on it"); the kind must be a single word or a P/T pair ("+1/+1", "level").
 */
final class SelfCounterCondition {

    private SelfCounterCondition() {
    }

    /** The condition, or null when {@code text} is not one. */
    static Condition of(String text) {
        Cursor c = Cursor.of(text.strip());
        if (c.acceptAny("~", "it") == null || !c.accept("has")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        if (f.value() > 1 && !c.accept("or more")) return null;
        var kind = c.next();
        if (kind == null || kind.is("counter") || kind.is("counters")) return null;
        String k = kind.kind() == dev.arbiter.cards.grammar.Token.Kind.PT ? kind.text() : kind.lower();
        if (c.acceptAny("counters", "counter") == null || !c.accept("on it") || !c.atEnd()) return null;
        return new Condition.SourceHasCounter(k, f.value());
    }
}
