package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * A trigger event naming who puts counters (122.6, 603.2):
 * <pre>
 * event := ("you put" | "an opponent puts" | "a player puts") "one or more" [KIND] "counters on" ("~" | ("a" | "an") noun)
 * </pre>
 */
final class CountersPutByGrammar {

    private CountersPutByGrammar() {
    }

    /** The event at the cursor, or null (the cursor then anywhere: read inside {@code Cursor.attempt}). */
    static TriggerNode event(Cursor c) {
        PlayerRef who = c.accept("you put") ? new PlayerRef.You()
                : c.accept("an opponent puts") ? new PlayerRef.EachOpponent()
                : c.accept("a player puts") ? new PlayerRef.EachPlayer() : null;
        if (who == null || !c.accept("one or more")) return null;
        String kind = c.at("counters") ? null : CounterGrammar.kind(c);
        if (kind == null && !c.at("counters")) return null;
        if (!c.accept("counters on")) return null;
        if (c.accept("~")) return new TriggerNode.CountersPutBy(who, null, kind);
        if (c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        return noun.plural() ? null : new TriggerNode.CountersPutBy(who, noun, kind);
    }
}
