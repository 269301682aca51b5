package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.stack.DamageDivision;
import dev.arbiter.engine.util.RecordTrees;

/**
 * Lowers a die roll (706) into {@link Effect.RollDie}: the rest of the effect, or the rows of a results table
 * ({@link Effect.IfDieResult}, 706.3a), read the result as the resolution's number, so an ability with an {X} cost (which
 * that number also carries) is refused, as is anything announced before the roll (601.2d: a division of damage).
 */
final class DieRollLowering {
    private DieRollLowering() {
    }

    static Effect lower(EffectNode node, EffectLowering effects, ParseContext ctx) {
        if (node instanceof EffectNode.IfDieResult row) {
            if (effects.dieRolls == 0) throw new NotSupported("a results-table row with no die rolled");
            int targets = ctx.targets().size();
            Effect then = effects.lower(row.then());
            // 601.2c: targets are chosen before the roll, and only one row happens: a row that targets is not read
            if (ctx.targets().size() != targets) throw new NotSupported("a target in a results-table row");
            return new Effect.IfDieResult(row.min(), row.max(), then);
        }
        EffectNode.RollDie roll = (EffectNode.RollDie) node;
        if (roll.then() == null) throw new NotSupported("a die roll with no results table or effect after it (706.3-706.4)");
        if (ctx.xAvailable()) throw new NotSupported("a die roll beside an {X} cost");
        effects.dieRolls++;
        Effect then;
        try {
            then = effects.lower(roll.then());
        } finally {
            effects.dieRolls--;
        }
        // the result is carried as the resolution's number, which these amounts also read: X, the trigger's "that much", a
        // count of what an earlier part of the effect did ("destroyed this way", ...)
        if (RecordTrees.contains(then, o -> o instanceof Amount.X || o instanceof Amount.ThatMuch
                || o instanceof Amount.CountersRemovedAsCost || o instanceof Amount.DestroyedThisWay || o instanceof Amount.ExiledThisWay
                || o instanceof Amount.DiscardedThisWay || o instanceof Amount.TappedThisWay || o instanceof Amount.SacrificedThisWay
                || o instanceof Amount.RevealedThisWay || o instanceof Amount.MilledThisWay || o instanceof Amount.PreventedThisWay
                || o instanceof Amount.DamageDealtThisWay)) {
            throw new NotSupported("a die roll's result beside another number the effect carries");
        }
        if (DamageDivision.find(then) != null) throw new NotSupported("divided damage that depends on a die roll");
        return new Effect.RollDie(roll.sides(), then);
    }

    /** "the result" (706.2), only inside a roll. */
    static Amount result(EffectLowering effects) {
        if (effects.dieRolls == 0) throw new NotSupported("\"the result\" with no die rolled");
        return new Amount.DieResult();
    }
}
