package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import java.util.List;

/**
 * Lowers "If it's a creature, [then]" (608.2c) and "[it] can't be regenerated this turn" (701.15c). "It" is the object
 * named before; after "any target" (which names no object until it is chosen) it is that target.
 */
final class ObjectIsLowering {

    private ObjectIsLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.CantBeRegenerated cr) {
            return new Effect.CantBeRegenerated(it(effects, ctx, cr.who()));
        }
        if (!(node instanceof EffectNode.IfObjectIs io)) return null;
        Subject who = it(effects, ctx, io.who());
        NounLowering.Lowered l = NounLowering.lower(io.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"if it's a " + io.nounText() + "\" (not a permanent)");
        return new Effect.IfObjectIs(who, l.filter(), io.nounText(), effects.lower(io.then()));
    }

    /** The object "it" names: one target or the object named before, never a group. */
    private static Subject it(EffectLowering effects, ParseContext ctx, ObjectRef ref) {
        if (ref instanceof ObjectRef.Pronoun && ctx.lastObject() == null) {
            List<TargetSpec> targets = ctx.targets();
            if (!targets.isEmpty() && targets.get(targets.size() - 1).filter() instanceof TargetFilter.AnyTarget
                    && targets.get(targets.size() - 1).max() == 1) {
                ctx.lastObject(new Subject.TargetObject(targets.size() - 1)); // 115.4: the target, if it's an object
            }
        }
        Subject who = effects.permanents(ref);
        if (!(who instanceof Subject.TargetObject) && !(who instanceof Subject.ThatObject)) {
            throw new NotSupported("\"if it's ...\" on " + who);
        }
        return who;
    }
}
