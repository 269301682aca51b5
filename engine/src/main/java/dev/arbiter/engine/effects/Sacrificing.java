package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Sacrificing (701.17a): a player moves permanents they control to their owners' graveyards. It is
 * not destruction, so regeneration and indestructible don't stop it. Each player chooses in APNAP
 * order (101.4), then all the chosen permanents are sacrificed.
 */
public final class Sacrificing {
    private Sacrificing() {
    }

    /**
     * Each of {@code players} sacrifices {@code n} permanents that match {@code filter} (all they have if
     * fewer); returns how many were chosen.
     */
    public static int sacrifice(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source) {
        return sacrifice(ctx, players, filter, n, source, false);
    }

    /**
     * "sacrifices N [permanents] of an opponent's choice" (701.17a): as {@link #sacrifice}, but an opponent of each
     * sacrificing player chooses among that player's permanents; with several opponents the player names the one who
     * chooses. Returns how many were chosen.
     */
    public static int sacrificeChosenByOpponent(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source) {
        return sacrifice(ctx, players, filter, n, source, true);
    }

    /**
     * As {@link #sacrifice}, remembering each sacrificed permanent as it last existed (608.2h) for the resolving spell
     * {@code spell} (or, when it is -1, the resolving ability) to read as "that creature's power".
     */
    static int sacrificeNoted(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source, int spell) {
        return sacrifice(ctx, players, filter, n, source, false, true, spell);
    }

    private static int chooser(Ctx ctx, int p) {
        List<Integer> opponents = new ArrayList<>();
        for (int q = 0; q < ctx.s.players().size(); q++) {
            if (ctx.s.areOpponents(p, q) && ctx.s.player(q).inGame()) opponents.add(q);
        }
        if (opponents.isEmpty()) return p;
        if (opponents.size() == 1) return opponents.get(0);
        List<String> names = opponents.stream().map(q -> ctx.s.player(q).name()).toList();
        Choice c = ctx.ask(new Decision.Option(p, "Choose the opponent who chooses what you sacrifice", names));
        return opponents.get(((Choice.ChooseOption) c).index());
    }

    /**
     * "Each player chooses N [filter] they control, then sacrifices the rest" (701.17a, 101.4): each player chooses N of
     * their matching permanents to keep, in turn order; all the others that match leave at once.
     */
    public static void sacrificeAllBut(Ctx ctx, List<Integer> players, ObjectFilter filter, int keep, int source) {
        List<Integer> rest = new ArrayList<>();
        for (int p : players) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (o.controller() == p && Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, id))) candidates.add(id);
            }
            if (candidates.size() <= keep) continue;
            if (keep == 0) { // "sacrifice all [filter] you control": nothing to choose
                rest.addAll(candidates);
                continue;
            }
            Choice c = ctx.ask(new Decision.Objects(p, "Choose " + keep + " permanent" + (keep == 1 ? "" : "s") + " to keep",
                    candidates, keep, keep));
            candidates.removeAll(((Choice.ChooseObjects) c).ids());
            rest.addAll(candidates);
        }
        together(ctx, rest);
    }

    /** 701.17a, 603.10a: each of {@code ids} still on the battlefield sacrificed by its controller, in one event. */
    static void together(Ctx ctx, java.util.Collection<Integer> ids) {
        SimultaneousMoves.together(ctx, () -> {
            for (int id : ids) {
                GameObject o = ctx.s.object(id);
                if (o.zone() != Zone.BATTLEFIELD) continue;
                ctx.log("%s sacrifices %s", ctx.s.player(o.controller()).name(), o.name());
                SacrificeMove.sacrifice(ctx, id);
            }
        });
    }

    private static int sacrifice(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source, boolean byOpponent) {
        return sacrifice(ctx, players, filter, n, source, byOpponent, false, -1);
    }

    private static int sacrifice(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source, boolean byOpponent,
                                 boolean noted, int spell) {
        List<Integer> chosen = new ArrayList<>();
        for (int p : players) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (o.controller() == p && Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, id))) {
                    candidates.add(id);
                }
            }
            if (candidates.size() <= n) {
                chosen.addAll(candidates);
            } else {
                int chooser = byOpponent ? chooser(ctx, p) : p;
                Choice c = ctx.ask(new Decision.Objects(chooser, (byOpponent ? ctx.s.player(p).name() + " sacrifices " : "Sacrifice ") + n + " permanent" + (n == 1 ? "" : "s"),
                        candidates, n, n));
                chosen.addAll(((Choice.ChooseObjects) c).ids());
            }
        }
        SimultaneousMoves.together(ctx, () -> { // 603.10a: what the players sacrifice leaves at once, one event
            for (int id : chosen) {
                GameObject o = ctx.s.object(id);
                if (o.zone() != Zone.BATTLEFIELD) continue;
                ctx.log("%s sacrifices %s", ctx.s.player(o.controller()).name(), o.name());
                if (noted) SacrificedObjects.remember(ctx, source, spell, ctx.resolvingAbility, id); // 608.2h: before it moves
                SacrificeMove.sacrifice(ctx, id);
            }
        });
        return chosen.size();
    }
}
