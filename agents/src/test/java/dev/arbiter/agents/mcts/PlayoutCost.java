package dev.arbiter.agents.mcts;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.agents.sim.GameSeeds;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents, stop 31"): how many iterations the search makes a decision at a
 * budget of the searching thread's CPU, for each playout policy, on the same positions. Positions: the decisions of
 * heuristic-against-heuristic games of the bench decks where the search branches (priority with several moves,
 * attackers, blockers). Rounds alternate the policies in one JVM, so the load and the JIT hit them alike.
 * {@code java -cp agents/target/classes:agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.mcts.PlayoutCost GAMES MS ROUNDS light,heuristic}
 */
public final class PlayoutCost {
    private PlayoutCost() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long ms = Long.parseLong(args[1]);
        int rounds = Integer.parseInt(args[2]);
        String[] playouts = args[3].split(",");
        List<GameState> positions = positions(games);
        var tm = ManagementFactory.getThreadMXBean();
        System.out.printf(Locale.ROOT, "%d positions from %d games%n", positions.size(), games);
        for (int round = 0; round < rounds; round++) {
            for (String l : playouts) {
                MctsBudget.Playout playout = MctsBudget.Playout.parse(l);
                long iterations = 0, searches = 0, cpu = 0;
                for (int i = 0; i < positions.size(); i++) {
                    GameState s = positions.get(i);
                    MctsAgent a = new MctsAgent(1000 + i, new MctsBudget(0, ms, 1, playout));
                    long c = tm.getCurrentThreadCpuTime();
                    a.choose(s, Game.decision(s));
                    cpu += tm.getCurrentThreadCpuTime() - c;
                    iterations += a.iterations();
                    searches += a.searches();
                }
                System.out.printf(Locale.ROOT, "round %d playout %s: %d searches, %.1f iterations a search, %.3f ms CPU an iteration, load %.1f%n",
                        round, l, searches, iterations / (double) searches, cpu / 1e6 / Math.max(1, iterations),
                        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            }
        }
    }

    /** The decisions where the search branches, in heuristic games of the bench decks (every third one). */
    static List<GameState> positions(int games) {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        List<GameState> out = new ArrayList<>();
        int counter = 0;
        for (int g = 0; g < games; g++) {
            long seed = GameSeeds.game(77, g);
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("red", red), new PlayerSetup("green", green), seed), false).state();
            List<Agent> seats = List.of(new HeuristicAgent(seed), new HeuristicAgent(seed + 1));
            for (int n = 0; n < 5000 && !s.isOver() && s.turn().number() < 60; n++) {
                Decision d = Game.decision(s);
                boolean branches = d instanceof Decision.Priority p && SearchMoves.priority(s, p).size() > 1
                        || d instanceof Decision.Attackers a && !a.candidates().isEmpty()
                        || d instanceof Decision.Blockers b && !b.candidates().isEmpty();
                if (branches && s.turn().number() > 2 && counter++ % 3 == 0) out.add(s);
                Choice c = seats.get(d.player()).choose(s, d);
                Result r = Game.apply(s, c, false);
                if (!r.accepted()) break;
                s = r.state();
            }
        }
        return out;
    }
}
