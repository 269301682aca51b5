package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Designations;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * Keyword actions and keyword effects that put +1/+1 counters on the ability's own permanent: adapt (701.46),
 * monstrosity (701.37), renown (702.112).
 */
public final class KeywordActions {
    private static final String PLUS_ONE = "+1/+1";

    private KeywordActions() {
    }

    /** 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." */
    static void adapt(Ctx ctx, Effect.Adapt a, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null || o.counters().get(PLUS_ONE) > 0) return;
        Counters.put(ctx, o.id(), PLUS_ONE, PlayerAmounts.value(ctx, a.amount(), r));
    }

    /**
     * 701.37a / 702.112a: "If this permanent isn't monstrous [renowned], put N +1/+1 counters on it and it becomes
     * monstrous [renowned]"; becoming monstrous triggers "When ~ becomes monstrous" (701.37b).
     */
    static void designate(Ctx ctx, Amount amount, String designation, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null || Designations.has(ctx.s, o.id(), designation)) return;
        int n = PlayerAmounts.value(ctx, amount, r);
        Counters.put(ctx, o.id(), PLUS_ONE, n);
        GameObject now = ctx.s.object(o.id());
        ctx.s = Designations.note(ctx.s, now, designation);
        ctx.log("%s becomes %s", now.name(), designation);
        if (designation.equals(Designations.MONSTROUS)) Triggers.emit(ctx, new GameEvent.BecameMonstrous(now.id(), n)); // 701.37b-c
    }

    /** The ability's source, if it is still the same permanent on the battlefield (400.7); else null. */
    private static GameObject source(Ctx ctx, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.BATTLEFIELD) return null;
        if (r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) return null;
        return o;
    }
}
