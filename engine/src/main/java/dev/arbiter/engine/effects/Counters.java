package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;

/** Putting counters on permanents and players (122.1, 122.6); poison counters (122.1f). */
public final class Counters {
    private Counters() {
    }

    public static void put(Ctx ctx, int id, String kind, int n) {
        put(ctx, id, kind, n, ctx.resolvingController); // 608.2: the resolving spell's or ability's controller puts them
    }

    /** As above, the counters put by {@code player} (-1: not known), e.g. the source's controller for wither (120.3d). */
    public static void put(Ctx ctx, int id, String kind, int n, int player) {
        if (n <= 0) return;
        if (Prohibitions.cantHaveCounters(ctx.s, id, kind)) return; // 122.6
        GameObject o = ctx.s.object(id);
        if (o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD) {
            n = CounterReplacements.modified(ctx, id, kind, n); // 614.1a: "that many plus one ... instead"
            if (n <= 0) return;
        }
        ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(kind, n)));
        ctx.log("%s gets %d %s counter%s", o.name(), n, kind, n == 1 ? "" : "s");
        if (o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD) placed(ctx, id, kind, n, player);
    }

    /** 122.6: the one place where counters put on a permanent are announced, for "whenever counters are put on" triggers. */
    public static void placed(Ctx ctx, int id, String kind, int n) {
        placed(ctx, id, kind, n, ctx.resolvingController);
    }

    /** As above, the counters put by {@code player} (-1: not known): "whenever you put counters on" (122.6). */
    public static void placed(Ctx ctx, int id, String kind, int n, int player) {
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.CountersPut(id, kind, n, player));
    }

    /** 122.1c: "If a permanent with a shield counter on it would be dealt damage or destroyed, instead remove a shield counter from it." */
    public static boolean hasShield(GameObject o) {
        return o.counters().get(SHIELD) > 0;
    }

    /** Removes one shield counter from {@code id} in place of the damage or destruction it replaces (122.1c). */
    static void useShield(Ctx ctx, int id, String instead) {
        GameObject o = ctx.s.object(id);
        ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(SHIELD, -1)));
        ctx.log("%s: a shield counter is removed instead of %s", o.name(), instead);
    }

    /** The shield counter's kind (122.1c). */
    public static final String SHIELD = "shield";

    /** {@code player} gets {@code n} experience counters (122.1). */
    public static void experience(Ctx ctx, int player, int n) {
        if (n <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return;
        ctx.s = ctx.s.withPlayer(p.withExperience(p.experience() + n));
        ctx.log("%s gets %d experience counter%s (%d)", p.name(), n, n == 1 ? "" : "s", p.experience() + n);
    }

    /** {@code player} gets {@code n} energy counters (107.14, 122.1). */
    public static void energy(Ctx ctx, int player, int n) {
        if (n <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return;
        ctx.s = ctx.s.withPlayer(p.withEnergy(p.energy() + n));
        ctx.log("%s gets %d energy (%d)", p.name(), n, p.energy() + n);
    }

    public static void poison(Ctx ctx, int player, int n) {
        if (n <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame() || Prohibitions.cantGetPoison(ctx.s, player)) return;
        ctx.s = ctx.s.withPoison(player, p.poison() + n); // 810.10: in 2HG the team's counters
        ctx.log("%s gets %d poison counter%s (%d)", p.name(), n, n == 1 ? "" : "s", p.poison() + n);
    }
}
