package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/** "if that player / defending player / your opponents control(s) [count] [noun]" (603.4) as an engine condition. */
final class PlayerControlsLowering {

    private PlayerControlsLowering() {
    }

    /**
     * {@code triggerNamesPlayer}: the event names a player ("that player"); {@code defendingPlayerNamed}: that player is
     * the defending player (506.2).
     */
    static Condition lower(ConditionNode.PlayerControls p, boolean triggerNamesPlayer, boolean defendingPlayerNamed) {
        NounLowering.Lowered l = NounLowering.lower(p.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("intervening 'if' clause (cards or spells)");
        ObjectFilter f = l.filter();
        if (f.controller() != Relation.ANY) throw new NotSupported("intervening 'if' clause (a controller twice)");
        if (p.who() instanceof PlayerRef.EachOpponent) { // 102.3: all opponents' permanents together
            return new Condition.PermanentCount(f.controlledBy(Relation.OPPONENT), p.count().min(), p.count().max());
        }
        String word = ((PlayerRef.That) p.who()).word();
        if (word.equals("an opponent")) { // 102.3: "if an opponent controls seven or more lands": one opponent's count
            if (p.count().max() != Integer.MAX_VALUE || p.count().min() < 1) {
                throw new NotSupported("intervening 'if' clause (an opponent controlling at most a number)");
            }
            return new Condition.OpponentControls(f, p.count().min());
        }
        if (word.equals("that player") && !triggerNamesPlayer || word.equals("defending player") && !defendingPlayerNamed) {
            throw new NotSupported("intervening 'if' clause (" + word + " the event doesn't name)");
        }
        return new Condition.ThatPlayerControls(f, p.count().min(), p.count().max());
    }
}
