package dev.arbiter.cli.bench;

import dev.arbiter.cli.DeckLoader;
import dev.arbiter.engine.card.CardDefinition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code arbiter bench}: plays a fixed set of seeded random-vs-random games (red-simple vs
 * green-simple, the decks timed on a peer engine) and reports games and choices per second;
 * {@code --threads N} plays them on N threads and reports the scaling against one thread;
 * {@code --board large} times choices on a large board against the same games' small boards.
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

    @Option(names = "--threads", description = "Play the games on N threads and report the scaling against 1. Default: 1.")
    int threads = 1;

    @Option(names = "--rounds", description = "With --threads N: rounds of the timed games on 1 and on N threads, "
            + "alternated after the same warm-up; the scaling is the ratio of their medians. Default: 3.")
    int rounds = 3;

    @Option(names = "--agents", description = "random (default) or heuristic: the agent in both seats.")
    String agents = "random";

    @Option(names = "--board", description = "small (whole games, default) or large (choices on a board of "
            + "30 creatures, 10 tokens and static abilities a side, against the small boards' cost per choice: "
            + "games/50 playouts, at least 20, after warmup/2 untimed ones).")
    String board = "small";

    @Option(names = "--playouts", description = "With --board large: the timed playouts (default games/50, at least 20); "
            + "more playouts time the large board longer than its default fraction of a second.")
    Integer playouts;

    @Override
    public Integer call() {
        if (threads < 1) {
            System.err.println("arbiter bench: --threads must be at least 1, got " + threads);
            return 2;
        }
        if (rounds < 1) {
            System.err.println("arbiter bench: --rounds must be at least 1, got " + rounds);
            return 2;
        }
        if (!agents.equals("random") && !agents.equals("heuristic")) {
            System.err.println("arbiter bench: --agents is random or heuristic, got " + agents);
            return 2;
        }
        if (playouts != null && (playouts < 1 || !board.equals("large"))) {
            System.err.println("arbiter bench: --playouts needs --board large and at least 1, got " + playouts);
            return 2;
        }
        if (!board.equals("small") && !board.equals("large")) {
            System.err.println("arbiter bench: --board is small or large, got " + board);
            return 2;
        }
        List<CardDefinition> a;
        List<CardDefinition> b;
        try {
            a = DeckLoader.load(deckA);
            b = DeckLoader.load(deckB);
        } catch (RuntimeException e) {
            System.err.println("arbiter bench: " + e.getMessage());
            return 2;
        }
        boolean heuristic = agents.equals("heuristic");
        GameRun.games(a, b, 1_000_000L, warmup, Math.max(1, threads), heuristic);
        GameRun.Totals one = GameRun.games(a, b, 1, games, 1, heuristic);
        report(one, 1);
        if (threads > 1) {
            // issue 13: the first timed run above follows the warm-up directly; compare rounds that all come after it
            System.out.print(Scaling.report(Scaling.run(a, b, games, threads, rounds, heuristic)));
        }
        if (board.equals("large")) {
            int timed = playouts != null ? playouts : Math.max(20, games / 50);
            LargeBoard.Figures large = LargeBoard.run(a, b, timed, Math.max(timed, warmup / 2)); // warm: see LargeBoard
            double smallUs = 1e6 / one.choicesPerSecond();
            double smallCpuUs = one.gameCpuSeconds() * 1e6 / one.choices();
            System.out.printf(Locale.ROOT, "large board (%s): %d choices in %.2f s: %.2f us/choice (%.2f us of the "
                            + "playing thread's CPU)%n", large.description(), large.choices(), large.seconds(),
                    large.microsPerChoice(), large.cpuMicrosPerChoice());
            System.out.printf(Locale.ROOT, "small board (the games above): %.2f us/choice (%.2f us of CPU); large/small "
                    + "%.2fx (CPU: %.2fx)%n", smallUs, smallCpuUs, large.microsPerChoice() / smallUs,
                    large.cpuMicrosPerChoice() / smallCpuUs);
        }
        return 0;
    }

    private void report(GameRun.Totals t, int n) {
        System.out.printf(Locale.ROOT, "%d games (%s vs %s, seeds 1..%d) in %.2f s%s%n", t.games(), deckA, deckB,
                t.games(), t.seconds(), n == 1 ? "" : " on " + n + " threads");
        System.out.printf(Locale.ROOT, "games/s:   %.1f%n", t.gamesPerSecond());
        System.out.printf(Locale.ROOT, "choices/s: %.0f%n", t.choicesPerSecond());
        System.out.printf(Locale.ROOT, "choices/game: %.1f; wins %s %d, %s %d, draws/unfinished %d%n",
                (double) t.choices() / t.games(), deckA, t.wins()[0], deckB, t.wins()[1], t.wins()[2]);
    }
}
