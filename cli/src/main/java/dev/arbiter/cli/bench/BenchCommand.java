package dev.arbiter.cli.bench;

import dev.arbiter.agents.Match;
import dev.arbiter.agents.MatchResult;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cli.DeckLoader;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code arbiter bench}: plays a fixed set of seeded random-vs-random games (red-simple vs
 * green-simple, the decks timed on a peer engine) and reports games and choices per second.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Play seeded random-vs-random games and report games/s and choices/s.")
public final class BenchCommand implements Callable<Integer> {
    @Option(names = "--games", description = "Games to time (seeds 1..N). Default: 1000.")
    int games = 1000;

    @Option(names = "--warmup", description = "Untimed games first, to warm up the JIT. Default: 200.")
    int warmup = 200;

    @Option(names = "--deck", description = "First deck. Default: red-simple.")
    String deckA = "red-simple";

    @Option(names = "--opponent-deck", description = "Second deck. Default: green-simple.")
    String deckB = "green-simple";

    @Override
    public Integer call() {
        List<CardDefinition> a = DeckLoader.load(deckA);
        List<CardDefinition> b = DeckLoader.load(deckB);
        for (int i = 0; i < warmup; i++) play(a, b, 1_000_000L + i);
        long choices = 0;
        int[] wins = new int[3];
        long start = System.nanoTime();
        for (int seed = 1; seed <= games; seed++) {
            MatchResult r = play(a, b, seed);
            choices += r.choices().size();
            var o = r.finalState().outcome();
            wins[o == null || o.isDraw() ? 2 : o.winners().get(0)]++;
        }
        double secs = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%d games (%s vs %s, seeds 1..%d) in %.2f s%n", games, deckA, deckB, games, secs);
        System.out.printf(Locale.ROOT, "games/s:   %.1f%n", games / secs);
        System.out.printf(Locale.ROOT, "choices/s: %.0f%n", choices / secs);
        System.out.printf(Locale.ROOT, "choices/game: %.1f; wins %s %d, %s %d, draws/unfinished %d%n",
                (double) choices / games, deckA, wins[0], deckB, wins[1], wins[2]);
        return 0;
    }

    static MatchResult play(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
        return Match.play(setup, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), false);
    }
}
