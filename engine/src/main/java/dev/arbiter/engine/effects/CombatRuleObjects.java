package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.proc.Ctx;

/** Combat rules for a turn that name an object, fixed as the effect resolves (611.2c). */
final class CombatRuleObjects {

    private CombatRuleObjects() {
    }

    /** "can't block ~": the source as the object it is now (400.7: its zone-change count). */
    static StaticEffect source(Ctx ctx, Resolution r) {
        int changes = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : ctx.s.object(r.source()).zoneChanges();
        return new StaticEffect.CantBlockObject(r.source(), changes);
    }

    /** "blocks ~ this turn if able": the source as the object it is now (400.7, 509.1c). */
    static StaticEffect blocksSource(Ctx ctx, Resolution r) {
        int changes = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : ctx.s.object(r.source()).zoneChanges();
        return new StaticEffect.BlocksObjectIfAble(r.source(), changes);
    }
}
