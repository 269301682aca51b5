package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Becoming a target as a trigger event (115.1, 603.2):
 * <pre>
 * event   := subject ("becomes" | "become") "the target of" ("a spell or ability" | "a spell") [by] [first]
 * subject := "~" | "you" | "you or a permanent you control" | ("a" | "an" | "another") noun
 * by      := "an opponent controls" | "you control"
 * first   := "for the first time each turn"          (subject "~" only)
 * </pre>
 * "~ becomes the target of a spell or ability" without a controller is the older event ({@link TriggerEventGrammar}).
 */
final class TargetTriggerGrammar {

    private TargetTriggerGrammar() {
    }

    /** The event at the cursor, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c) {
        return c.attempt(k -> {
            TriggerNode e = parse(k);
            return e != null && k.at(",") ? e : null;
        });
    }

    private static TriggerNode parse(Cursor c) {
        boolean self = false;
        boolean you = false;
        boolean another = false;
        Noun noun = null;
        if (c.accept("~")) {
            self = true;
        } else if (c.accept("you or a permanent you control")) {
            you = true;
            noun = NounGrammar.noun(Cursor.of("permanent you control"));
        } else if (c.at("you become")) {
            c.accept("you");
            you = true;
        } else if (c.accept("another")) {
            another = true;
            noun = NounGrammar.noun(c);
        } else if (c.acceptAny("a", "an") != null) {
            noun = NounGrammar.noun(c);
        } else {
            return null;
        }
        if (c.acceptAny("becomes", "become") == null || !c.accept("the target of")) return null;
        boolean spellOnly;
        if (c.accept("a spell or ability")) spellOnly = false;
        else if (c.accept("a spell")) spellOnly = true;
        else return null;
        String by = c.accept("an opponent controls") ? "an opponent controls" : c.accept("you control") ? "you control" : "";
        boolean first = self && c.accept("for the first time each turn"); // 603.2: "~ becomes the target ... for the first time each turn"
        if (self && !spellOnly && by.isEmpty() && !first) return null; // the older event
        return new TriggerNode.BecomesTargetOf(self, you, noun, another, spellOnly, by, first);
    }
}
