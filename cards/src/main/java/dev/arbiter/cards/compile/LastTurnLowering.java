package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Condition;

/**
 * "if a player cast two or more spells last turn", "if you had another creature enter the battlefield under your control
 * last turn" (603.4): the condition as it reads "this turn", judged on the turn before this one
 * ({@link Condition.LastTurn}). Only conditions read from the turn's own record: how many lands were played is kept on
 * the players and reset as a turn begins, so it is refused.
 */
final class LastTurnLowering {
    private LastTurnLowering() {
    }

    static Condition lower(ConditionNode.LastTurn node, Condition of) {
        boolean turnRecord = of instanceof Condition.ThisTurn t && t.event() != Condition.ThisTurn.Event.LANDS_PLAYED
                || of instanceof Condition.SpellsCastThisTurn || of instanceof Condition.EnteredUnderYourControlThisTurn;
        if (!turnRecord) throw new NotSupported("a \"last turn\" condition not kept in the turn's record");
        return new Condition.LastTurn(of);
    }
}
