package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;

/**
 * Continuous effects that last "for as long as it has a [kind] counter on it" (611.2b, 122.1): the condition is about the
 * object the effect affects, not its source. Each effect is paired with a {@link Modification.EndsWithoutCounter} marker
 * naming the same objects; once none of them (as the same object, 400.7) has such a counter, both end for good and do not
 * start again if a counter of that kind is put on it later.
 */
public final class CounterLasting {

    private CounterLasting() {
    }

    /**
     * Resolves the wrapped effect; each continuous effect it creates loses "until end of turn" and gets a marker. One whose
     * objects have no such counter as it begins does nothing (611.2b) and is dropped at once.
     */
    static void resolve(Ctx ctx, Effect.WhileCounter e, Resolution r) {
        long first = ctx.s.nextTimestamp();
        EffectResolver.resolve(ctx, e.effect(), r);
        Vector<ContinuousEffect> kept = Vector.empty();
        Vector<ContinuousEffect> markers = Vector.empty();
        for (ContinuousEffect c : ctx.s.effects()) {
            boolean made = c.timestamp() >= first && c.source() == r.source() && !(c.modification() instanceof Modification.EndsWithoutCounter);
            if (!made) {
                kept = kept.append(c);
                continue;
            }
            if (!holds(ctx.s, c.affected(), e.counter())) continue; // 611.2b: false as it would begin
            kept = kept.append(c.duration() == Duration.UNTIL_END_OF_TURN
                    ? new ContinuousEffect(c.timestamp(), c.source(), c.controller(), c.modification(), c.affected(), Duration.INDEFINITE)
                    : c);
            markers = markers.append(new ContinuousEffect(c.timestamp(), c.source(), c.controller(),
                    new Modification.EndsWithoutCounter(e.counter(), c.timestamp()), c.affected(), Duration.INDEFINITE));
        }
        ctx.s = ctx.s.withEffects(kept.appendAll(markers));
        if (ctx.logging() && !markers.isEmpty()) ctx.log("for as long as it has a %s counter on it", e.counter());
    }

    /** 611.2b: the effects whose object no longer has the counter have ended, with their markers. */
    public static void prune(Ctx ctx) {
        GameState s = ctx.s;
        Set<Long> ended = HashSet.empty();
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.EndsWithoutCounter w && !holds(s, e.affected(), w.counter())) {
                ended = ended.add(w.effectTimestamp());
            }
        }
        if (ended.isEmpty()) return;
        Set<Long> gone = ended;
        ctx.s = s.withEffects(s.effects().filter(e -> !(gone.contains(e.timestamp()) && endsWith(s, e, gone))));
        if (ctx.logging()) ctx.log("an effect lasting while a counter stayed has ended (611.2b)");
    }

    /** Whether {@code e} is one of the ended effects or its marker (timestamps are shared only by the pair). */
    private static boolean endsWith(GameState s, ContinuousEffect e, Set<Long> gone) {
        if (e.modification() instanceof Modification.EndsWithoutCounter) return true;
        for (ContinuousEffect m : s.effects()) {
            if (m.modification() instanceof Modification.EndsWithoutCounter w && w.effectTimestamp() == e.timestamp()
                    && m.source() == e.source()) {
                return true;
            }
        }
        return false;
    }

    /** Whether some affected object is still the same object on the battlefield with a {@code counter} counter (400.7). */
    private static boolean holds(GameState s, Vector<Target.Object> affected, String counter) {
        for (Target.Object ref : affected) {
            GameObject o = s.object(ref.id());
            if (o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == ref.zoneChanges() && o.counters().get(counter) > 0) return true;
        }
        return false;
    }
}
