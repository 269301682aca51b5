package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.TextChangeGrammar;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/**
 * Lowers {@link TextChangeGrammar}'s text changes (612.1) into {@link Effect.ChangeText}, and "change the target of
 * target spell with a single target" into {@link Effect.ChangeTheTarget} (115.7a).
 */
final class TextChangeLowering {

    private TextChangeLowering() {
    }

    /** The effect of a text-change node, or null when {@code node} is not one. */
    static Effect effect(EffectLowering lowering, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.ChangeTheTarget ch && ch.orAbility()) { // 115.7a, 115.1
            return new Effect.ChangeTheTarget(new Subject.TargetObject(ctx.addTarget(TargetSpec.one(new TargetFilter.StackObject(
                    true, true, null, dev.arbiter.engine.ability.Relation.ANY, dev.arbiter.engine.ability.ObjectFilter.any(), true, false, null),
                    "target spell or ability with a single target"))));
        }
        if (node instanceof EffectNode.ChangeTheTarget) { // 115.7a
            return new Effect.ChangeTheTarget(new Subject.TargetObject(ctx.addTarget(TargetSpec.one(
                    new TargetFilter.SpellWithSingleTarget(), "spell with a single target"))));
        }
        if (!(node instanceof EffectNode.ChangeText ct)) return null;
        if (ct.untilEndOfTurn()) throw new NotSupported("a text change until end of turn (612.1 with a duration)");
        Subject subject = ct.object() == null ? new Subject.TargetObject(ctx.addTarget(TargetSpec.one( // 115.1
                new TargetFilter.SpellOrPermanent(), "target spell or permanent"))) : lowering.permanents(ct.object());
        if (!(subject instanceof Subject.TargetObject)) throw new NotSupported("changing the text of an object that isn't a target");
        return new Effect.ChangeText(subject, ct.colorWords(), ct.landTypes());
    }
}
