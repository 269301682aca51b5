package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Detain;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;

import static dev.arbiter.engine.effects.EffectSubjects.objects;
import static dev.arbiter.engine.effects.EffectSubjects.onBattlefield;
import static dev.arbiter.engine.effects.GrantedModifications.addEffect;

/**
 * Detain (701.29a): until the next turn of the effect's controller, each permanent detained can't attack or block and
 * its activated abilities can't be activated. The three restrictions are locked onto the permanents as they are when
 * the effect resolves (611.2c); the activation ban is read by {@code layers/LockedActivationBans}.
 */
final class Detentions {

    private Detentions() {
    }

    /** 701.29a: the permanents named, on the battlefield as the effect resolves. */
    static boolean resolve(Ctx ctx, Detain d, Resolution r) {
        for (GameObject o : onBattlefield(objects(ctx, d.subject(), r))) {
            addEffect(ctx, r, o, new Modification.CombatRule(new StaticEffect.CantAttack()), Duration.UNTIL_YOUR_NEXT_TURN);
            addEffect(ctx, r, o, new Modification.CombatRule(new StaticEffect.CantBlock()), Duration.UNTIL_YOUR_NEXT_TURN);
            addEffect(ctx, r, o, new Modification.CombatRule(new StaticEffect.ActivatedAbilitiesCantBeActivated(new Affected.Self())),
                    Duration.UNTIL_YOUR_NEXT_TURN); // 602.5: mana abilities too
        }
        return true;
    }
}
