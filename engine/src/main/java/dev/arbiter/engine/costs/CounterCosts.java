package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Removing counters from permanents the payer chooses as a cost (122.8, 118.3): "Remove a counter from a creature you
 * control", "Remove two +1/+1 counters from among creatures you control". One counter at a time: the payer picks the
 * permanent (when several could give one) and, for "a counter" of any kind, the kind (when it has several).
 */
final class CounterCosts {
    private CounterCosts() {
    }

    static boolean canPay(GameState s, int player, int source, CostPart.RemoveCountersFromAmong r) {
        int total = 0;
        for (int id : ChosenCostObjects.sacrificeCandidates(s, player, source, r.filter())) {
            int n = count(s.object(id), r.kind());
            if (!r.among() && n >= r.count()) return true;
            total += n;
        }
        return r.among() && total >= r.count();
    }

    static void pay(Ctx ctx, int player, int source, CostPart.RemoveCountersFromAmong r) {
        int from = -1; // without "among", every counter comes from the first permanent chosen
        for (int i = 0; i < r.count(); i++) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ChosenCostObjects.sacrificeCandidates(ctx.s, player, source, r.filter())) {
                int n = count(ctx.s.object(id), r.kind());
                if (from >= 0 ? id == from : n >= (r.among() ? 1 : r.count())) candidates.add(id);
            }
            int id = candidates.size() == 1 ? candidates.get(0) : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player,
                    "Remove a counter from (a cost, 122.8)", candidates, 1, 1))).ids().get(0);
            if (!r.among()) from = id;
            GameObject o = ctx.s.object(id);
            String kind = r.kind();
            if (kind == null) {
                List<String> kinds = new ArrayList<>();
                for (var e : o.counters().byKind()) if (e._2() > 0) kinds.add(e._1());
                kind = kinds.size() == 1 ? kinds.get(0) : kinds.get(((Choice.ChooseOption) ctx.ask(new Decision.Option(player,
                        "Which kind of counter to remove from " + o.name(), kinds))).index());
            }
            ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(kind, -1)));
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), kind, 1); // 122.8
            ctx.log("%s removes a %s counter from %s", ctx.s.player(player).name(), kind, o.name());
        }
    }

    private static int count(GameObject o, String kind) {
        return kind == null ? o.counters().total() : o.counters().get(kind);
    }
}
