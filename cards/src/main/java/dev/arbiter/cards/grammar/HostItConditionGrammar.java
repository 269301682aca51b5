package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.CombatEventNodes;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * An intervening "if" clause (603.4) whose subject is "it" after an event of the permanent the source is attached to
 * ("Whenever enchanted creature attacks, if its power is 2 or less, it can't be blocked this turn."): "it" is that
 * permanent, the only object the event names (603.2), so the clause is read by {@link ConditionGrammar} as the same words
 * about it:
 * <pre>
 * clause := "if" ("it's" | "its") condition-words ","   ("it's" → "[host] creature is", "its" → "[host] creature's")
 * </pre>
 * Only after "[enchanted | equipped] creature attacks" (508.3a).
 */
final class HostItConditionGrammar {

    private HostItConditionGrammar() {
    }

    /** The line from the cursor (at "if"), or null with the cursor where it was. */
    static TriggerNode.Line line(String word, TriggerNode event, String text, Cursor c) {
        if (!(event instanceof CombatEventNodes.Roles r) || r.host() == null || !r.attacks() || r.blocks() || r.blocked()
                || !c.at("if")) {
            return null;
        }
        int m = c.mark();
        c.accept("if");
        if (c.peek() == null) {
            c.reset(m);
            return null;
        }
        String rest = text.substring(c.peek().start());
        String lower = rest.toLowerCase(java.util.Locale.ROOT);
        String host = r.host() + " creature";
        String about = lower.startsWith("it's ") ? host + " is " + rest.substring(5)
                : lower.startsWith("its ") ? host + "'s " + rest.substring(4) : null;
        c.reset(m);
        if (about == null) return null;
        Cursor k = Cursor.of(about);
        try {
            ConditionNode condition = ConditionGrammar.condition(k);
            if (!(condition instanceof ConditionNode.ObjectIs) || !k.accept(",")) return null;
            return new TriggerNode.Line(word, event, condition, k.peek() == null ? "" : about.substring(k.peek().start()).strip());
        } catch (ParseFailure f) {
            return null;
        }
    }
}
