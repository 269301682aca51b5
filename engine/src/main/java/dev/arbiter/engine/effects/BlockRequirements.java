package dev.arbiter.engine.effects;

import static dev.arbiter.engine.effects.EffectSubjects.objects;
import static dev.arbiter.engine.effects.EffectSubjects.onBattlefield;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import java.util.List;

/**
 * 509.1c: "[blocker] blocks [target creature] this turn if able". Each blocker named gets the requirement to block that
 * creature ({@link StaticEffect.BlocksObjectIfAble}), fixed on the object it is as the effect resolves (611.2c, 400.7)
 * and kept until cleanup (514.2); with that creature gone (an illegal target, 608.2b) there is no requirement.
 */
final class BlockRequirements {
    private BlockRequirements() {
    }

    static boolean resolve(Ctx ctx, Effect.BlocksThisTurnIfAble b, Resolution r) {
        List<GameObject> blocked = onBattlefield(objects(ctx, b.blocked(), r));
        if (blocked.size() != 1) return true;
        GameObject attacker = blocked.get(0);
        StaticEffect rule = new StaticEffect.BlocksObjectIfAble(attacker.id(), attacker.zoneChanges());
        for (GameObject o : onBattlefield(objects(ctx, b.blocker(), r))) {
            if (o.id() == attacker.id()) continue; // 509.1a: a creature can't block itself
            GrantedModifications.addEffect(ctx, r, o, new Modification.CombatRule(rule));
        }
        return true;
    }
}
