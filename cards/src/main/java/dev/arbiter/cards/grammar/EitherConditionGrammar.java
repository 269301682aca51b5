package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * An intervening "if" clause of two conditions joined by "or" (603.4: "Whenever ~ attacks, if you control a Desert or there
 * is a Desert card in your graveyard, ..."): it holds when either does.
 * <pre>
 * clause := condition ["or" condition]   (each read whole by ConditionGrammar)
 * </pre>
 */
final class EitherConditionGrammar {

    private EitherConditionGrammar() {
    }

    /** The condition at the cursor, one or two joined by "or"; throws as {@link ConditionGrammar#condition} does. */
    static ConditionNode condition(Cursor c) {
        ConditionNode first = ConditionGrammar.condition(c);
        if (!c.at("or")) return first;
        int m = c.mark();
        c.accept("or");
        try {
            return new ConditionNode.Either(first, ConditionGrammar.condition(c));
        } catch (ParseFailure f) {
            c.reset(m);
            return first;
        }
    }
}
