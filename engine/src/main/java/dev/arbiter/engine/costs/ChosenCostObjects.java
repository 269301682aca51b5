package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Cost parts paid with objects the player chooses as the cost is paid (601.2h, 118): sacrificing
 * permanents they control (701.17a) and discarding cards from their hand (701.8). A choice
 * outside the candidates is rejected by the decision's validation, leaving the state unchanged.
 */
final class ChosenCostObjects {
    private ChosenCostObjects() {
    }

    static List<Integer> sacrificeCandidates(GameState s, int player, int source, ObjectFilter filter) {
        List<Integer> out = new ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() == player && Affecting.matches(s, source, filter, o, Layers.of(s, id))) out.add(id);
        }
        return out;
    }

    static List<Integer> discardCandidates(GameState s, int player, int source, ObjectFilter filter) {
        List<Integer> out = new ArrayList<>();
        for (int id : s.player(player).hand()) {
            if (id == source) continue;
            if (filter == null || Affecting.matches(s, source, filter, s.object(id), Layers.of(s, id))) out.add(id);
        }
        return out;
    }

    static void sacrifice(Ctx ctx, int player, int source, CostPart.SacrificePermanents sp, int spell, int abilityStackId) {
        List<Integer> candidates = sacrificeCandidates(ctx.s, player, source, sp.filter());
        List<Integer> chosen = candidates.size() == sp.count() ? candidates
                : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player, "Sacrifice " + sp.count()
                        + " as a cost", candidates, sp.count(), sp.count()))).ids();
        sacrificeAll(ctx, player, source, chosen, spell, abilityStackId);
    }

    /** "Sacrifice any number of [noun]" (701.17a, 118.3): any of the candidates, none included. */
    static void sacrificeAnyNumber(Ctx ctx, int player, int source, CostPart.SacrificeAnyNumber sa, int spell, int abilityStackId) {
        List<Integer> candidates = sacrificeCandidates(ctx.s, player, source, sa.filter());
        if (candidates.isEmpty()) return;
        List<Integer> chosen = ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player, "Sacrifice any number as a cost",
                candidates, 0, candidates.size()))).ids();
        sacrificeAll(ctx, player, source, chosen, spell, abilityStackId);
    }

    /** Sacrifices {@code chosen}, each remembered first as it last existed (608.2h) when paying for a spell or an ability. */
    static void sacrificeAll(Ctx ctx, int player, int source, List<Integer> chosen, int spell, int abilityStackId) {
        if (spell >= 0 || abilityStackId >= 0) {
            for (int id : chosen) {
                dev.arbiter.engine.effects.SacrificedObjects.remember(ctx, source, spell, abilityStackId, id);
            }
        }
        for (int id : List.copyOf(chosen)) {
            String name = ctx.s.object(id).name();
            dev.arbiter.engine.effects.SacrificeMove.sacrifice(ctx, id);
            ctx.log("%s sacrifices %s", ctx.s.player(player).name(), name);
        }
    }

    static void discard(Ctx ctx, int player, int source, CostPart.DiscardCards d) {
        List<Integer> candidates = discardCandidates(ctx.s, player, source, d.filter());
        List<Integer> chosen = candidates.size() == d.count() ? candidates
                : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player, "Discard " + d.count() + " as a cost",
                        candidates, d.count(), d.count()))).ids();
        for (int id : List.copyOf(chosen)) {
            String name = ctx.s.object(id).name();
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            ctx.log("%s discards %s", ctx.s.player(player).name(), name);
        }
    }
}
