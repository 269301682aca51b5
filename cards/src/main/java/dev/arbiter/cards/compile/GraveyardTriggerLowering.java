package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;

/**
 * 113.6m: a triggered ability whose effect moves its card out of the graveyard ("At the beginning of your
 * upkeep, you may return ~ from your graveyard to your hand") functions only in the graveyard. Only "your
 * [step]" triggers are read that way; other events keep refusing the effect.
 */
final class GraveyardTriggerLowering {

    private GraveyardTriggerLowering() {
    }

    /** Whether the effect of a trigger may name "~ from your graveyard" (the trigger can fire there). */
    static boolean allowed(Trigger trigger) {
        return trigger instanceof Trigger.BeginningOfStep b && b.yoursOnly();
    }

    /** The trigger as it functions: in the graveyard when the effect returns the card from there. */
    static Trigger of(Trigger trigger, Effect effect) {
        if (allowed(trigger) && movesSelfFromGraveyard(effect)) {
            return new Trigger.BeginningOfStepInGraveyard(((Trigger.BeginningOfStep) trigger).step());
        }
        return trigger;
    }

    private static boolean movesSelfFromGraveyard(Effect e) {
        if (e instanceof Effect.ReturnSelfFromGraveyard) return true;
        if (e instanceof Effect.Sequence s) return s.effects().stream().anyMatch(GraveyardTriggerLowering::movesSelfFromGraveyard);
        if (e instanceof Effect.Optional o) {
            return movesSelfFromGraveyard(o.effect()) || o.ifTheyDo() != null && movesSelfFromGraveyard(o.ifTheyDo())
                    || o.otherwise() != null && movesSelfFromGraveyard(o.otherwise());
        }
        if (e instanceof Effect.MayPay p) {
            return p.ifPaid() != null && movesSelfFromGraveyard(p.ifPaid())
                    || p.otherwise() != null && movesSelfFromGraveyard(p.otherwise());
        }
        return false;
    }
}
