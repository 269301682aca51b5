package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;

/**
 * "Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls
 * the fewest, then sacrifices the rest" and "discard cards the same way" (701.17a, 701.8a).
 */
final class BalanceLowering {
    private BalanceLowering() {
    }

    static Effect effect(EffectNode.KeepAsManyAsFewest k) {
        List<ObjectFilter> steps = new ArrayList<>();
        for (Noun n : k.steps()) steps.add(n == null ? null : permanents(n)); // null: cards in hand (701.8a)
        return new Effect.KeepAsManyAsFewest(steps);
    }

    private static ObjectFilter permanents(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("keeping as many cards or spells as the fewest");
        if (l.filter().controller() != Relation.ANY) throw new NotSupported("keeping as many as the fewest, with a controller");
        return l.filter();
    }
}
