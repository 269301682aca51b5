package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

/**
 * "When you do, ..." (603.12): the body becomes a reflexive triggered ability with targets of its own, chosen
 * as it is put on the stack (603.3d). Only an ability of a permanent has one here (a spell's would outlive the
 * spell), and the body may name the trigger's objects and players but nothing the optional action named.
 */
final class ReflexiveLowering {

    private ReflexiveLowering() {
    }

    static Effect lower(EffectNode.WhenYouDo w, ParseContext ctx) {
        if (ctx.lastObject() != null || !ctx.targets().isEmpty()) {
            throw new NotSupported("a reflexive trigger after an effect naming an object or a target");
        }
        ParseContext own = ctx.forReflexive();
        Effect body = OneShotLowering.checked(new EffectLowering(own).lower(w.body()));
        return new Effect.ReflexiveTrigger(new TriggeredAbility(new Trigger.Reflexive(), new Condition.Always(),
                own.targets(), body, w.text()));
    }
}
