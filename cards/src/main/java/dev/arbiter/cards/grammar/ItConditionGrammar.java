package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * An intervening "if" clause (603.4) whose subject is "it" after an event of the source itself ("Whenever ~ deals combat
 * damage to a player, if it doesn't have an indestructible counter on it, ..."): "it" is ~, the object the event names
 * (603.2), so the clause is read by {@link ConditionGrammar} as the same words about ~:
 * <pre>
 * clause := "if" ("it" | "it's" | "its") condition-words ","   ("it" → "~", "it's" → "~ is", "its" → "~'s")
 * </pre>
 * Only after "~ deals [combat] damage ...", "~ attacks" and "~ is dealt damage", where "it" can be nothing but ~.
 */
final class ItConditionGrammar {

    private ItConditionGrammar() {
    }

    /** The line from the cursor (at "if"), or null with the cursor where it was. */
    static TriggerNode.Line line(String word, TriggerNode event, String text, Cursor c) {
        return namesSource(event) ? about(word, event, text, c, "~", true, condition -> true) : null;
    }

    /**
     * 603.4: the "if" clause from the cursor with "it's" / "its" (and a bare "it" when {@code bareIt}) read as the words
     * {@code object} names, the rest of the line after its comma the effect; the line, or null with the cursor where it
     * was. {@code accepted}: which conditions may stand there.
     */
    static TriggerNode.Line about(String word, TriggerNode event, String text, Cursor c, String object, boolean bareIt,
                                  java.util.function.Predicate<ConditionNode> accepted) {
        if (!c.at("if")) return null;
        int m = c.mark();
        c.accept("if");
        if (c.peek() == null) {
            c.reset(m);
            return null;
        }
        String rest = text.substring(c.peek().start());
        String lower = rest.toLowerCase(java.util.Locale.ROOT);
        String about = lower.startsWith("it's ") ? object + " is " + rest.substring(5)
                : lower.startsWith("its ") ? object + "'s " + rest.substring(4)
                : bareIt && lower.startsWith("it ") ? object + " " + rest.substring(3) : null;
        c.reset(m);
        if (about == null) return null;
        Cursor k = Cursor.of(about);
        try {
            ConditionNode condition = ConditionGrammar.condition(k);
            if (!accepted.test(condition) || !k.accept(",")) return null;
            return new TriggerNode.Line(word, event, condition, k.peek() == null ? "" : about.substring(k.peek().start()).strip());
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** 603.2: events whose only object is the source, so "it" in the clause is ~. */
    private static boolean namesSource(TriggerNode e) {
        return e instanceof TriggerNode.DealsDamage d && d.host() == null
                || e instanceof TriggerNode.Attacks a && a.noun() == null && !a.another()
                || e instanceof TriggerNode.DealtDamage d2 && !d2.you();
    }
}
