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
        if (node instanceof EffectNode.IfItIsAfter ia) return after(effects, ctx, ia);
        if (!(node instanceof EffectNode.IfObjectIs io)) return null;
        Subject who = it(effects, ctx, io.who());
        NounLowering.Lowered l = NounLowering.lower(io.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"if it's a " + io.nounText() + "\" (not a permanent)");
        return new Effect.IfObjectIs(who, l.filter(), io.nounText(), effects.lower(io.then()));
    }

    /**
     * "[then] if it's green" (608.2c): "it" is the one object the effect names — ~, the permanent it's attached to, one
     * target or the object named before; an effect naming none or several is refused.
     */
    private static Effect after(EffectLowering effects, ParseContext ctx, EffectNode.IfItIsAfter ia) {
        Effect then = effects.lower(ia.then());
        java.util.Set<Subject> named = new java.util.LinkedHashSet<>(dev.arbiter.engine.util.RecordTrees.all(then, Subject.class,
                new java.util.ArrayList<>()));
        if (named.size() != 1) throw new NotSupported("\"if it's " + ia.text() + "\" after an effect naming " + named.size() + " objects");
        Subject it = named.iterator().next();
        boolean one = it instanceof Subject.Self || it instanceof Subject.Host || it instanceof Subject.ThatObject
                || it instanceof Subject.TargetObject t && ctx.targets().get(t.index()).max() == 1
                && (ctx.targets().get(t.index()).filter() instanceof TargetFilter.PermanentTarget
                || ctx.targets().get(t.index()).filter() instanceof TargetFilter.Permanent); // a permanent (the engine reads those)
        if (!one) throw new NotSupported("\"if it's " + ia.text() + "\" after " + it);
        NounLowering.Lowered l = NounLowering.lower(ia.quality());
        return new Effect.IfObjectIs(it, l.filter(), ia.text(), then, true);
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
