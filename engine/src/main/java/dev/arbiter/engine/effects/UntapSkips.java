package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * "[permanent] doesn't untap during its controller's next untap step" (502.3): a marker on the
 * permanent naming the player whose next untap step it skips; that untap step uses it up.
 */
public final class UntapSkips {
    private UntapSkips() {
    }

    /** 502.3: marks each object (as it is now) to skip its controller's next untap step. */
    static void mark(Ctx ctx, Resolution r, GameObject o) {
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.SkipNextUntap(o.controller()),
                Vector.of(o.ref()), Duration.INDEFINITE);
        ctx.log("%s doesn't untap during its controller's next untap step", o.name());
    }

    /**
     * 502.3, 611.2b: "[it] doesn't untap during its controller's untap step for as long as ~ remains tapped": an effect
     * on the permanent (as it is now) that holds while {@code lasting} holds for the source as it is now.
     */
    static void markWhile(Ctx ctx, Resolution r, GameObject o, ControlLasting lasting) {
        GameObject src = ctx.s.object(r.source());
        if (src.zone() != Zone.BATTLEFIELD) return; // 611.2b: the condition already doesn't hold; the effect does nothing
        ContinuousEffect e = new ContinuousEffect(ctx.s.nextTimestamp(), r.source(), r.controller(),
                new Modification.DoesntUntapWhile(lasting, src.zoneChanges()), Vector.of(o.ref()), Duration.INDEFINITE);
        ctx.s = ContinuousEffect.add(ctx.s, e);
        if (!holds(ctx.s, e)) { // e.g. "~ remains tapped" of a source that isn't tapped: it ends at once
            ctx.s = ctx.s.withEffects(ctx.s.effects().filter(x -> x != e));
            return;
        }
        ctx.log("%s doesn't untap during its controller's untap step for as long as %s", o.name(), lasting.text());
    }

    /** 701.39a: {@code player} exerts permanent {@code id}: it doesn't untap during that player's next untap step. */
    public static void exert(Ctx ctx, int player, int id) {
        GameObject o = ctx.s.object(id);
        ctx.s = ContinuousEffect.add(ctx.s, id, player, new Modification.SkipNextUntap(player),
                Vector.of(o.ref()), Duration.INDEFINITE);
        ctx.log("%s exerts %s (701.39a)", ctx.s.player(player).name(), o.name());
    }

    /** Whether permanent {@code id} skips {@code active}'s untap step now beginning. */
    public static boolean skips(GameState s, int id, int active) {
        GameObject o = s.object(id);
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.SkipNextUntap k && k.player() == active
                    || e.modification() instanceof Modification.DoesntUntapWhile && holds(s, e)) {
                for (Target.Object t : e.affected()) if (t.id() == id && t.zoneChanges() == o.zoneChanges()) return true;
            }
        }
        return false;
    }

    /** 611.2b: whether a "for as long as" untap effect still holds, judged for its source as it was when it began. */
    static boolean holds(GameState s, ContinuousEffect e) {
        var w = (Modification.DoesntUntapWhile) e.modification();
        GameObject src = e.source() >= 0 && e.source() < s.objectCount() ? s.object(e.source()) : null;
        boolean there = src != null && src.zone() == Zone.BATTLEFIELD && src.zoneChanges() == w.sourceZoneChanges();
        return switch (w.lasting()) {
            case SOURCE_TAPPED -> there && src.tapped();
            case YOU_CONTROL_SOURCE -> there && src.controller() == e.controller();
            default -> false; // no other "for as long as" is made for untapping
        };
    }

    /** 611.2b: the "for as long as" untap effects whose condition stopped holding have ended, for good. */
    public static void prune(Ctx ctx) {
        GameState s = ctx.s;
        boolean any = false;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.DoesntUntapWhile && !holds(s, e)) {
                any = true;
                break;
            }
        }
        if (any) ctx.s = s.withEffects(s.effects().filter(e -> !(e.modification() instanceof Modification.DoesntUntapWhile)
                || holds(s, e)));
    }

    /** The markers for {@code active}'s untap step end with it. */
    public static GameState expire(GameState s, int active) {
        return s.withEffects(s.effects().filter(e -> !(e.modification() instanceof Modification.SkipNextUntap k
                && k.player() == active)));
    }
}
