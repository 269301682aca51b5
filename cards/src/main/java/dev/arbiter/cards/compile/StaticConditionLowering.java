package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticConditionNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import java.util.List;

/**
 * Lowers the readings of a static ability's condition (611.3b), read by {@code StaticConditionGrammar}, to the
 * engine's condition: the first reading that lowers. Only permanents are counted ("you control", "an opponent
 * controls"); a condition on the characteristics of some permanent other than by counting it can't condition a layer
 * effect (613) and is refused.
 */
final class StaticConditionLowering {

    private StaticConditionLowering() {
    }

    /** The first reading's condition, or null when none lowers. */
    static Condition lower(List<StaticConditionNode> readings) {
        for (StaticConditionNode n : readings) {
            Condition c = lower(n);
            if (c != null) return c;
        }
        return null;
    }

    /** One reading's condition, or null. */
    static Condition lower(StaticConditionNode node) {
        if (node instanceof StaticConditionNode.YourTurn t) return new Condition.YourTurn(t.yours());
        if (node instanceof StaticConditionNode.SourceAttacking a) {
            return a.alone() ? new Condition.SourceAttackingAlone() : new Condition.SourceAttacking(); // 506.5, 506.4
        }
        if (node instanceof StaticConditionNode.AttachedTo a) return new Condition.SourceAttachedTo(a.enchanted(), a.equipped()); // 301.5
        if (node instanceof StaticConditionNode.HasCounters h) return new Condition.SourceHasCounter(h.kind(), h.atLeast()); // 122.1
        if (node instanceof StaticConditionNode.CardsInYourGraveyard g) return new Condition.CardsInYourGraveyard(g.atLeast());
        if (node instanceof StaticConditionNode.OpponentControls o) return opponentControls(o);
        if (node instanceof StaticConditionNode.YouControl y) return youControl(y);
        return ifCondition((StaticConditionNode.IfCondition) node);
    }

    private static Condition opponentControls(StaticConditionNode.OpponentControls o) {
        ObjectFilter filter = permanents(o.noun());
        if (filter == null || filter.controller() != Relation.ANY) return null;
        return o.none() ? new Condition.Not(new Condition.OpponentControls(filter))
                : new Condition.OpponentControls(filter, o.atLeast());
    }

    private static Condition youControl(StaticConditionNode.YouControl y) {
        ObjectFilter filter = permanents(y.noun());
        return filter == null ? null
                : new Condition.YouControlCount(y.other() ? filter.otherThanSource() : filter, y.min(), y.max());
    }

    /** 611.3b: judged for the source's controller; null when it can't be judged while layers apply. */
    private static Condition ifCondition(StaticConditionNode.IfCondition i) {
        try {
            return StaticConditions.judgedInLayers(ConditionLowering.lower(i.condition(), false));
        } catch (NotSupported f) {
            return null;
        }
    }

    /** The permanents a noun names, or null when it names cards elsewhere or spells. */
    private static ObjectFilter permanents(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        return l.kind() == NounLowering.Kind.PERMANENT ? l.filter() : null;
    }
}
