package dev.arbiter.agents.sim;

import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;

import java.util.Locale;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents, stop 32"): the games of {@code sim --agents A,B --seed S} with
 * indices FROM..TO, one line a game as soon as it ends (so a long MCTS run on a loaded machine is read while it goes,
 * and two variants are compared on the same deals). Deck A red-simple, deck B green-simple.
 * {@code java -cp agents/target/classes:agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.sim.GameByGame mcts,heuristic SEED FROM TO MS PLAYOUT_TURNS [light|heuristic|random]}
 */
public final class GameByGame {
    private GameByGame() {
    }

    public static void main(String[] args) {
        String[] agents = args[0].split(",");
        long seed = Long.parseLong(args[1]);
        int from = Integer.parseInt(args[2]), to = Integer.parseInt(args[3]);
        boolean its = args[4].startsWith("i");
        long ms = its ? 0 : Long.parseLong(args[4]);
        int iterations = its ? Integer.parseInt(args[4].substring(1)) : 0;
        int turns = Integer.parseInt(args[5]);
        MctsBudget.Playout playout = args.length > 6 ? MctsBudget.Playout.parse(args[6]) : MctsBudget.Playout.HEURISTIC;
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        SimConfig config = new SimConfig("red-simple", red, "green-simple", green, to + 1, AgentKind.parse(agents[0]),
                AgentKind.parse(agents[1]), 1, seed, 200, new MctsBudget(iterations, ms, turns, playout));
        int wins = 0, n = 0;
        for (int i = from; i <= to; i++) {
            GameRecord g = Simulation.play(config, i);
            n++;
            if (g.outcome() == GameRecord.Outcome.A_WINS) wins++;
            System.out.printf(Locale.ROOT, "game %d %s turns %d cpu %.1f s  (red %d of %d)%n", i, g.outcome(), g.turns(),
                    g.cpuNanos() / 1e9, wins, n);
            System.out.flush();
        }
    }
}
