package dev.arbiter.agents.mcts;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents, stop 32"): what the search does with the heuristic's move, by
 * seat (red-simple seat 0, green-simple seat 1) and decision kind, on the positions of {@link PlayoutCost#positions}
 * (heuristic-against-heuristic games of the bench decks). Each position is searched with a budget in iterations
 * (reproducible) and playouts of the given turns; printed per seat and kind: searches, how often another move than the
 * heuristic's was played, the heuristic move's mean reward, and the best other move's margin over it.
 * {@code java -cp agents/target/classes:agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.mcts.SearchStats GAMES ITERATIONS PLAYOUT_TURNS}
 */
public final class SearchStats {
    private SearchStats() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        int iterations = Integer.parseInt(args[1]);
        int turns = Integer.parseInt(args[2]);
        List<GameState> positions = PlayoutCost.positions(games);
        Map<String, double[]> acc = new TreeMap<>(); // searches, overrides, sum preferred mean, sum margin, margins in (0, .02], |margin| sum
        for (int i = 0; i < positions.size(); i++) {
            GameState s = positions.get(i);
            Decision d = Game.decision(s);
            MctsAgent a = new MctsAgent(5000 + i, new MctsBudget(iterations, 0, turns, MctsBudget.Playout.HEURISTIC));
            Choice c = a.choose(s, d);
            Choice pref = a.lastPreferred();
            Map<Choice, Double> means = a.lastMeans();
            if (pref == null || !means.containsKey(pref) || a.searches() == 0) continue;
            double p = means.get(pref);
            double best = Double.NEGATIVE_INFINITY;
            for (Map.Entry<Choice, Double> e : means.entrySet()) if (!e.getKey().equals(pref)) best = Math.max(best, e.getValue());
            String kind = (d.player() == 0 ? "red  " : "green") + " " + (d instanceof Decision.Priority ? "priority" : d instanceof Decision.Attackers ? "attack" : "block");
            double[] v = acc.computeIfAbsent(kind, k -> new double[6]);
            v[0]++;
            if (!c.equals(pref)) v[1]++;
            v[2] += p;
            v[3] += best - p;
            if (best > p && best <= p + 0.02) v[4]++;
            v[5] += Math.abs(p - 0.5);
        }
        System.out.printf(Locale.ROOT, "%d positions, %d iterations, playout turns %d%n", positions.size(), iterations, turns);
        acc.forEach((k, v) -> System.out.printf(Locale.ROOT,
                "%-16s searches %4.0f  overridden %4.0f (%4.1f %%)  heuristic move's mean reward %.3f  best other's margin %+.4f  near misses (0, 0.02] %3.0f%n",
                k, v[0], v[1], 100 * v[1] / v[0], v[2] / v[0], v[3] / v[0], v[4]));
    }
}
