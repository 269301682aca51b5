package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.agents.sim.AgentKind;
import dev.arbiter.agents.sim.GameRecord;
import dev.arbiter.agents.sim.SimConfig;
import dev.arbiter.agents.sim.SimResult;
import dev.arbiter.agents.sim.Simulation;
import dev.arbiter.engine.card.CardDefinition;

import java.util.List;

/**
 * A tool, not a test: the paired seeds of docs/PERFORMANCE.md in one JVM — {@code sim --games N --agents A,B
 * --seed S} for each seed S given, deck A against deck B, and the wins of deck A per seed and in all.
 * {@code java -cp agents/target/test-classes:cli/target/arbiter.jar dev.arbiter.agents.heuristic.PairedSeeds
 * red-simple green-simple heuristic,random 1000 11,12,13,14}
 */
public final class PairedSeeds {
    private PairedSeeds() {
    }

    public static void main(String[] args) {
        List<CardDefinition> a = LossOracle.deck(args[0]), b = LossOracle.deck(args[1]);
        String[] agents = args[2].split(",");
        int games = Integer.parseInt(args[3]);
        int total = 0, all = 0, totalB = 0;
        long cpu = 0;
        StringBuilder per = new StringBuilder(), perB = new StringBuilder();
        for (String seed : args[4].split(",")) {
            SimConfig config = new SimConfig(args[0], a, args[1], b, games, AgentKind.parse(agents[0]), AgentKind.parse(agents[1]),
                    1, Long.parseLong(seed), 200, MctsBudget.DEFAULT);
            SimResult r = Simulation.run(config, null);
            int wins = 0, winsB = 0;
            for (GameRecord g : r.games()) {
                if (g.outcome() == GameRecord.Outcome.A_WINS) wins++;
                if (g.outcome() == GameRecord.Outcome.B_WINS) winsB++;
                cpu += g.cpuNanos();
            }
            total += wins;
            totalB += winsB;
            perB.append(winsB).append(" / ");
            all += games;
            per.append(wins).append(" / ");
        }
        System.out.printf("%s (%s) wins %d of %d (%.1f %%): %s game CPU %.1f s%n", args[0], agents[0], total, all,
                100.0 * total / all, per, cpu / 1e9);
        System.out.printf("%s (%s) wins %d of %d (%.1f %%): %s%n", args[1], agents[1], totalB, all, 100.0 * totalB / all, perB);
    }
}
