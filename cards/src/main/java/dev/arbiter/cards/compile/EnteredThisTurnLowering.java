package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/**
 * "you had [another] creature enter the battlefield under your control this turn" (400.7) as
 * {@link Condition.EnteredUnderYourControlThisTurn}: the turn's history keeps each permanent that entered with its
 * controller, token status and characteristics as it entered; a noun asking for anything else (tapped, with a keyword,
 * a power, ...) is refused.
 */
final class EnteredThisTurnLowering {
    private EnteredThisTurnLowering() {
    }

    static dev.arbiter.engine.ability.Amount amount(dev.arbiter.cards.grammar.ast.AmountNode.EnteredThisTurn e) {
        dev.arbiter.engine.ability.Amount count = new dev.arbiter.engine.ability.Amount.EnteredUnderYourControlThisTurn(filter(e.noun()));
        return e.factor() == 1 ? count : new dev.arbiter.engine.ability.Amount.Times(e.factor(), count);
    }

    static Condition condition(ConditionNode.EnteredUnderYourControlThisTurn et) {
        ObjectFilter f = filter(et.noun());
        if (et.other()) f = f.otherThanSource(); // 109.5: "another creature"
        return new Condition.EnteredUnderYourControlThisTurn(f, et.atLeast());
    }

    static ObjectFilter filter(dev.arbiter.cards.grammar.ast.Noun noun) {
        NounLowering.Lowered l = NounLowering.lower(noun);
        ObjectFilter f = l.filter();
        if (l.kind() != NounLowering.Kind.PERMANENT || f.controller() != Relation.ANY) {
            throw new NotSupported("\"enter the battlefield under your control this turn\" of a noun other than permanents");
        }
        if (f.withKeywords() != 0 || f.other() || f.attackingYou() || !TurnRecordQualities.only(f.more())) {
            throw new NotSupported("\"enter the battlefield under your control this turn\" with a quality not kept as it entered");
        }
        return f;
    }

}
