package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * An intervening "if" clause (603.4) about the object the trigger event names, "it" (603.2): "Whenever another permanent
 * you control is turned face up, if it's a creature, put two +1/+1 counters on it."
 * <pre>
 * clause := "if" ("it's" | "it is") ("a" | "an") noun ","
 * </pre>
 * Only after an event whose "it" is the object it names and not the source (a permanent turned face up, 708.8); the
 * lowering decides which events keep that object for the check on resolution.
 */
final class EventObjectIfGrammar {

    private EventObjectIfGrammar() {
    }

    /** The line from the cursor (at "if"), or null with the cursor where it was. */
    static TriggerNode.Line line(String word, TriggerNode event, String text, Cursor c) {
        if (!(event instanceof TriggerNode.PermanentTurnedFaceUp) || !c.at("if")) return null;
        int m = c.mark();
        try {
            c.accept("if");
            if (c.acceptAny("it's", "it is") == null || c.acceptAny("a", "an") == null) {
                c.reset(m);
                return null;
            }
            Noun noun = NounGrammar.noun(c);
            if (!c.accept(",")) {
                c.reset(m);
                return null;
            }
            String effect = c.peek() == null ? "" : text.substring(c.peek().start()).strip();
            return new TriggerNode.Line(word, event, new ConditionNode.EventObjectIs(noun), effect);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
