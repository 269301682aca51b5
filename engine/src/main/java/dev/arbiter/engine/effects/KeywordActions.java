package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/** Keyword actions that put +1/+1 counters on the ability's own permanent: adapt (701.46) and monstrosity (701.37). */
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

    /** 701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous." */
    static void monstrosity(Ctx ctx, Effect.Monstrosity m, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null || isMonstrous(ctx.s, o.id())) return;
        Counters.put(ctx, o.id(), PLUS_ONE, PlayerAmounts.value(ctx, m.amount(), r));
        GameObject now = ctx.s.object(o.id());
        ContinuousEffect e = new ContinuousEffect(now.timestamp(), now.id(), now.controller(), new Modification.Monstrous(),
                Vector.of(now.ref()), Duration.INDEFINITE);
        ctx.s = ctx.s.withEffects(ctx.s.effects().append(e));
        ctx.log("%s becomes monstrous", now.name());
        Triggers.emit(ctx, new GameEvent.BecameMonstrous(now.id())); // 701.37b
    }

    /** Whether permanent {@code id} is monstrous: the designation names it as the object it is now (400.7). */
    public static boolean isMonstrous(GameState s, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return false;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Monstrous && !e.affected().isEmpty()
                    && e.affected().get(0).equals(o.ref())) {
                return true;
            }
        }
        return false;
    }

    /** The ability's source, if it is still the same permanent on the battlefield (400.7); else null. */
    private static GameObject source(Ctx ctx, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.BATTLEFIELD) return null;
        if (r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) return null;
        return o;
    }
}
