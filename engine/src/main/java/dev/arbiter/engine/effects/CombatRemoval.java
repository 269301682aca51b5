package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * "Remove [it | target attacking creature | all attacking creatures] from combat" (506.4): the permanent stops being
 * an attacking, blocking, blocked or unblocked creature. A creature it was blocking remains blocked (509.1h) and one
 * it was blocked by keeps its other blockers; a removed attacker deals and is dealt no combat damage (510.1).
 */
final class CombatRemoval {
    private CombatRemoval() {
    }

    static void remove(Ctx ctx, List<GameObject> objects) {
        for (GameObject o : objects) {
            if (!ctx.s.combat().inCombat(o.id())) continue;
            ctx.s = ctx.s.withCombat(ctx.s.combat().without(o.id())); // 506.4
            if (ctx.logging()) ctx.log("%s is removed from combat", o.name());
        }
    }
}
