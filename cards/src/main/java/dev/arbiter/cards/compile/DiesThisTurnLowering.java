package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

/**
 * "When that creature dies this turn, [body]" (603.7, 603.7c): the body becomes a delayed triggered ability bound to the
 * object the effect named before (a target, or the trigger's object), created as the effect resolves; in the body "that
 * creature" / "it" is the card it became (400.7) and "the creature's controller" / "that player" its controller as it
 * last existed (603.10a). The body has no targets of its own.
 */
final class DiesThisTurnLowering {

    private DiesThisTurnLowering() {
    }

    static Effect lower(EffectNode.WhenDiesThisTurn w, ParseContext ctx) {
        Subject bound = ctx.lastObject();
        if (!(bound instanceof Subject.TargetObject || bound instanceof Subject.ThatObject || bound instanceof Subject.Self)) {
            throw new NotSupported("\"when that creature dies this turn\" naming no one object");
        }
        ParseContext own = ctx.forDeathOf();
        Effect body = OneShotLowering.checked(new EffectLowering(own).lower(w.body()));
        if (!own.targets().isEmpty()) throw new NotSupported("a delayed trigger on a death with targets");
        return new Effect.DelayedOnDeath(bound, new TriggeredAbility(new Trigger.Dies(), new Condition.Always(), own.targets(), body,
                w.text()));
    }
}
