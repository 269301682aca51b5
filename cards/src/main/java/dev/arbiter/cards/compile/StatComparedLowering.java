package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/**
 * "Destroy target artifact or enchantment if its mana value is less than or equal to the number of cards in your hand."
 * (608.2c, 107.1): the clause names one new target permanent, and happens only if that permanent's power, toughness or
 * mana value, as the effect resolves (or as it last existed, 608.2h), compares so with the amount; likewise a target
 * spell's mana value as it is on the stack for "Counter target spell if its mana value is ..." (701.5a, 202.3e). The comparison is an
 * {@code Condition.AmountBetween} of a difference that is zero exactly when it holds (107.1b: a difference below zero
 * counts as zero): "a ≤ b" is "a minus b is 0", "a < b" is "(a + 1) minus b is 0".
 */
final class StatComparedLowering {

    private StatComparedLowering() {
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.IfStatCompared sc) {
        int before = ctx.targets().size();
        Effect then = effects.lower(sc.then());
        Subject named = then instanceof Effect.CounterSpell cs ? cs.spell() : ctx.lastObject(); // 701.5a: the spell countered
        if (ctx.targets().size() != before + 1 || !(named instanceof Subject.TargetObject t) || t.index() != before) {
            throw new NotSupported("\"if its " + sc.stat() + " is ...\" after a clause naming other than one new target");
        }
        TargetSpec spec = ctx.targets().get(before);
        // 202.3e: a target spell's mana value, as it is on the stack ("Counter target spell if its mana value is ...")
        boolean spell = (spec.filter() instanceof TargetFilter.Spell || spec.filter() instanceof TargetFilter.SpellTarget)
                && sc.stat().equals("mana value") && then instanceof Effect.CounterSpell;
        if (spec.max() != 1 || !spell && !(spec.filter() instanceof TargetFilter.Permanent || spec.filter() instanceof TargetFilter.PermanentTarget)) {
            throw new NotSupported("\"if its " + sc.stat() + " is ...\" after a target of " + spec.text()); // a spell's stats: not read
        }
        Amount.StatOf.Stat stat = switch (sc.stat()) {
            case "power" -> Amount.StatOf.Stat.POWER;
            case "toughness" -> Amount.StatOf.Stat.TOUGHNESS;
            case "mana value" -> Amount.StatOf.Stat.MANA_VALUE;
            default -> throw new NotSupported("\"if its " + sc.stat() + "\"");
        };
        Amount its = new Amount.StatOf(t, stat, false);
        Amount other = effects.amount(sc.amount());
        Amount zeroWhenHolds = switch (sc.comparison()) {
            case "less than or equal to" -> new Amount.Minus(its, other);
            case "less than" -> new Amount.Minus(new Amount.Plus(its, 1), other);
            case "greater than or equal to" -> new Amount.Minus(other, its);
            case "greater than" -> new Amount.Minus(new Amount.Plus(other, 1), its);
            default -> throw new NotSupported("comparison \"" + sc.comparison() + "\"");
        };
        return new Effect.IfCondition(new Condition.AmountBetween(zeroWhenHolds, 0, 0), then, null);
    }
}
