package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.IfMovedNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.CountMovedThen;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/**
 * "[step]. If a [noun] is [destroyed | exiled | sacrificed | discarded] this way, [then]." (608.2c): the step resolves,
 * the objects it moved that matched the noun as they last existed before the move (608.2h) are counted from the
 * resolution's record ({@link CountMovedThen}), and {@code then} happens only if there is at least one. The step must be
 * the verb's own: a destroy (701.8a: put into a graveyard), an exile (406), a sacrifice (701.17a), a discard (701.9a).
 */
final class IfMovedLowering {
    private IfMovedLowering() {
    }

    /** {@code last} and {@code next} joined, or null when {@code next} isn't such a sentence after such a step. */
    static EffectNode group(EffectNode last, EffectNode next) {
        if (!(next instanceof IfMovedNode im) || im.step() != null || last == null) return null;
        return stepFits(im.verb(), own(last)) ? im.after(last) : null;
    }

    /** The step, or the action of "you may [step]" (declining moves nothing, so the condition fails). */
    private static EffectNode own(EffectNode n) {
        if (n instanceof EffectNode.May m && m.who() instanceof PlayerRef.You && m.ifTheyDo() == null && m.otherwise() == null) {
            return m.effect();
        }
        return n;
    }

    private static boolean stepFits(IfMovedNode.Verb verb, EffectNode step) {
        return switch (verb) {
            case DESTROYED -> step instanceof EffectNode.Destroy; // 701.8a
            case EXILED -> step instanceof EffectNode.Exile; // 406
            case SACRIFICED -> step instanceof EffectNode.Sacrifice; // 701.17a
            case DISCARDED -> step instanceof EffectNode.Discard d && !d.atRandom(); // 701.9a
        };
    }

    static Effect lower(EffectLowering effects, IfMovedNode im) {
        if (im.step() == null) throw new NotSupported("\"" + im.verb().name().toLowerCase() + " this way\" with no such step just before");
        Effect step = effects.lower(im.step());
        NounLowering.Lowered l = NounLowering.lower(im.noun());
        NounLowering.Kind kind = im.verb() == IfMovedNode.Verb.DISCARDED ? NounLowering.Kind.CARD : NounLowering.Kind.PERMANENT;
        ObjectFilter f = l.filter();
        if (l.kind() != kind || f.controller() != Relation.ANY || !f.more().none() || f.other()) {
            throw new NotSupported("asking whether \"" + im.noun() + "\" was moved this way");
        }
        Effect then = effects.lower(im.then());
        if (ThisWayLowering.contains(then, Amount.X.class) || ThisWayLowering.contains(then, Amount.MovedThisWay.class)) {
            throw new NotSupported("an amount beside \"if ... this way\"");
        }
        CountMovedThen.To to = switch (im.verb()) {
            case DESTROYED -> CountMovedThen.To.GRAVEYARD; // 701.8a: destroyed = put into a graveyard
            case EXILED -> CountMovedThen.To.EXILE;
            case SACRIFICED, DISCARDED -> CountMovedThen.To.ANY; // sacrificed / discarded even if a replacement sent it elsewhere
        };
        Effect ifAny = new Effect.IfCondition(new Condition.AmountBetween(new Amount.MovedThisWay(), 1, Integer.MAX_VALUE), then, null);
        return new CountMovedThen(step, to, false, f, ifAny);
    }
}
