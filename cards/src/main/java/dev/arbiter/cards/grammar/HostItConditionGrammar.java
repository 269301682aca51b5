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
        if (!(event instanceof CombatEventNodes.Roles r) || r.host() == null || !r.attacks() || r.blocks() || r.blocked()) {
            return null;
        }
        return ItConditionGrammar.about(word, event, text, c, r.host() + " creature", false,
                condition -> condition instanceof ConditionNode.ObjectIs);
    }
}
