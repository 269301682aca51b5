package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;

/**
 * Triggered mana abilities that watch a land being tapped for mana (605.1b): they resolve at
 * once, right after the mana ability that tapped it (605.4a), adding mana for the land's
 * controller. The automatic payment counts their mana as part of what tapping the land makes.
 */
final class TriggeredManaAbilities {
    private TriggeredManaAbilities() {
    }

    /** Whether any permanent has such an ability (printed: no effect grants one), a quick test before looking closer. */
    static boolean any(GameState s) {
        return Layers.battlefieldFact(s, TriggeredManaAbilities.class, TriggeredManaAbilities::scanAny); // the cards on the battlefield alone
    }

    private static boolean scanAny(GameState s) {
        for (int id : s.battlefield()) {
            for (Ability a : s.object(id).card().abilities()) if (a instanceof TriggeredManaAbility) return true;
        }
        return false;
    }

    /** The mana the triggered mana abilities would add when {@code land} is tapped for mana. */
    static ManaPool extra(GameState s, int land) {
        ManaPool out = ManaPool.EMPTY;
        GameObject target = s.object(land);
        Characteristics landCh = null;
        for (int id : s.battlefield()) {
            for (Ability a : Layers.of(s, id).abilities()) {
                if (!(a instanceof TriggeredManaAbility t)) continue;
                if (t.landSubtype() == null) {
                    if (s.object(id).attachedTo() == land) out = out.plus(t.adds()); // "enchanted land"
                } else {
                    if (landCh == null) landCh = Layers.of(s, target);
                    if (landCh.isLand() && landCh.hasSubtype(t.landSubtype())) out = out.plus(t.adds());
                }
            }
        }
        return out;
    }

    /** 605.4a: {@code land} was just tapped for mana; its controller adds what the triggered mana abilities add. */
    static void fire(Ctx ctx, int land) {
        if (!any(ctx.s)) return;
        ManaPool extra = extra(ctx.s, land);
        if (extra.isEmpty()) return;
        GameObject o = ctx.s.object(land);
        PlayerState p = ctx.s.player(o.controller());
        ctx.s = ctx.s.withPlayer(p.withPool(p.pool().plus(extra)));
        if (ctx.logging()) ctx.log("%s adds an additional %s (605.4a)", p.name(), extra);
    }
}
