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
        return trigger instanceof Trigger.BeginningOfStep b && b.yoursOnly()
                || trigger instanceof Trigger.PermanentEnters pe && !pe.includesSelf() // "Whenever a land enters ..."
                || trigger instanceof Trigger.YouGainLife // "When you gain life for the first time each turn, return ~ ..."
                || trigger instanceof Trigger.CompletesDungeon // "Whenever you complete a dungeon, you may return ~ ..."
                || trigger instanceof Trigger.SourceDealsDamage sd && toAPlayer(sd) // "Whenever an opponent is dealt damage by ..."
                || trigger instanceof Trigger.HostLeaves h && h.toGraveyard() // "When enchanted Island is put into a graveyard"
                || trigger instanceof Trigger.CombatDamageToYou // "..., if ~ is in your graveyard"
                || trigger instanceof Trigger.CreatureToYourGraveyard // 702.59a recover: "..., return ~ from your graveyard"
                || GraveyardCastLowering.allowed(trigger); // 601.2i: "Whenever you cast a multicolored spell, ... return ~ ..."
    }

    /** Damage to a player judged from the card's owner (who "you" and "an opponent" are in the graveyard, 113.6m). */
    private static boolean toAPlayer(Trigger.SourceDealsDamage sd) {
        return switch (sd.to()) {
            case YOU, OPPONENT, PLAYER, NOT_YOU -> true;
            default -> false;
        };
    }

    /** The trigger as it functions: in the graveyard when the effect returns the card from there. */
    static Trigger of(Trigger trigger, Effect effect) {
        return of(trigger, effect, new dev.arbiter.engine.ability.Condition.Always());
    }

    /**
     * As above; an intervening "if ~ is in your graveyard [with ... above it]" (603.4, 404.2) holds only there, so the
     * trigger functions in the graveyard whatever its effect does.
     */
    static Trigger of(Trigger trigger, Effect effect, dev.arbiter.engine.ability.Condition interveningIf) {
        if (trigger instanceof Trigger.PermanentEnters pe && allowed(trigger) && movesSelfFromGraveyard(effect)) {
            return new Trigger.PermanentEntersInGraveyard(pe.filter());
        }
        if (trigger instanceof Trigger.CompletesDungeon && movesSelfFromGraveyard(effect)) return new Trigger.CompletesDungeon(true); // 309.7
        if (trigger instanceof Trigger.CombatDamageToYou cd && !cd.inGraveyard() && (movesSelfFromGraveyard(effect)
                || interveningIf instanceof dev.arbiter.engine.ability.Condition.CardsAboveSelf)) { // 510.2
            return new Trigger.CombatDamageToYou(cd.planeswalkers(), true);
        }
        if (trigger instanceof Trigger.SourceDealsDamage sd && allowed(trigger) && movesSelfFromGraveyard(effect)) { // 120.3
            return new Trigger.SourceDealsDamageInGraveyard(sd.source(), sd.kind(), sd.to());
        }
        if (trigger instanceof Trigger.CreatureToYourGraveyard && movesSelfFromGraveyard(effect)) { // 702.59a
            return new dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard();
        }
        if (GraveyardCastLowering.allowed(trigger) && movesSelfFromGraveyard(effect)) return GraveyardCastLowering.of(trigger); // 601.2i
        if (trigger instanceof Trigger.YouGainLife y && movesSelfFromGraveyard(effect)) {
            return new Trigger.YouGainLifeInGraveyard(y.firstEachTurn());
        }
        if (trigger instanceof Trigger.BeginningOfStep && allowed(trigger) && (movesSelfFromGraveyard(effect)
                || interveningIf instanceof dev.arbiter.engine.ability.Condition.CardsAboveSelf)) {
            return new Trigger.BeginningOfStepInGraveyard(((Trigger.BeginningOfStep) trigger).step());
        }
        return trigger;
    }

    /**
     * {@code e} of an ability that functions in the graveyard (113.6m): "return ~ to your hand / to the battlefield"
     * moves the card from there ({@link Effect.ReturnSelfFromGraveyard}), as "from your graveyard" would say.
     */
    static Effect fromGraveyard(Effect e) {
        if (e == null) return null;
        var self = new dev.arbiter.engine.ability.Subject.Self();
        if (e instanceof Effect.ReturnToHand r && r.subject().equals(self)) return new Effect.ReturnSelfFromGraveyard(false);
        if (e instanceof Effect.Exile x && x.subject().equals(self)) return new dev.arbiter.engine.ability.ExileSelfFromGraveyard(); // 702.59a
        if (e instanceof Effect.ReturnToBattlefield r && r.subject().equals(self) && r.withCounter() == null) {
            return new Effect.ReturnSelfFromGraveyard(true, r.tapped());
        }
        if (e instanceof Effect.Sequence s) return new Effect.Sequence(s.effects().stream().map(GraveyardTriggerLowering::fromGraveyard).toList());
        if (e instanceof Effect.Optional o) {
            return new Effect.Optional(o.who(), fromGraveyard(o.effect()), fromGraveyard(o.ifTheyDo()), fromGraveyard(o.otherwise()));
        }
        if (e instanceof Effect.MayPay p) return new Effect.MayPay(p.who(), p.cost(), fromGraveyard(p.ifPaid()), fromGraveyard(p.otherwise()));
        if (e instanceof Effect.IfYouDo y) return new Effect.IfYouDo(fromGraveyard(y.act())); // 608.2c
        if (e instanceof Effect.MayPayCost p) {
            return new Effect.MayPayCost(p.who(), p.cost(), fromGraveyard(p.ifPaid()), fromGraveyard(p.otherwise()));
        }
        return e;
    }

    private static boolean movesSelfFromGraveyard(Effect e) {
        if (e instanceof Effect.ReturnSelfFromGraveyard) return true;
        if (e instanceof Effect.EnterAttached a) return movesSelfFromGraveyard(a.put()); // 303.4f: "... attached to that creature"
        if (e instanceof Effect.Sequence s) return s.effects().stream().anyMatch(GraveyardTriggerLowering::movesSelfFromGraveyard);
        if (e instanceof Effect.Optional o) {
            return movesSelfFromGraveyard(o.effect()) || o.ifTheyDo() != null && movesSelfFromGraveyard(o.ifTheyDo())
                    || o.otherwise() != null && movesSelfFromGraveyard(o.otherwise());
        }
        if (e instanceof Effect.IfYouDo y) return movesSelfFromGraveyard(y.act());
        if (e instanceof Effect.MayPayCost p) {
            return p.ifPaid() != null && movesSelfFromGraveyard(p.ifPaid())
                    || p.otherwise() != null && movesSelfFromGraveyard(p.otherwise());
        }
        if (e instanceof Effect.MayPay p) {
            return p.ifPaid() != null && movesSelfFromGraveyard(p.ifPaid())
                    || p.otherwise() != null && movesSelfFromGraveyard(p.otherwise());
        }
        return false;
    }
}
