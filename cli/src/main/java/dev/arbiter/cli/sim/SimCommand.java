package dev.arbiter.cli.sim;

import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.agents.sim.AgentKind;
import dev.arbiter.agents.sim.SimConfig;
import dev.arbiter.agents.sim.SimResult;
import dev.arbiter.agents.sim.Simulation;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cli.DeckLoader;
import dev.arbiter.cli.bench.CpuSplit;
import dev.arbiter.cli.sim.chart.SimChart;
import dev.arbiter.engine.card.CardDefinition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code arbiter sim}: plays N games of deck A against deck B (seats alternate, so each deck
 * starts half of them) and reports wins, losses, draws with 95 % intervals, unfinished games,
 * lengths and speed, as text or JSON, with an optional SVG or PNG chart.
 */
@Command(name = "sim", mixinStandardHelpOptions = true,
        description = "Simulate many games of one deck against another and report win rates with confidence intervals.")
public final class SimCommand implements Callable<Integer> {
    @Option(names = "--deck", description = "Deck A (bundled name or file). Default: red-simple.")
    String deckA = "red-simple";

    @Option(names = "--format", description = "Deck rules both decks must meet: constructed (default), limited or casual.")
    String format = "constructed";

    @picocli.CommandLine.Mixin
    dev.arbiter.cli.PoolOptions cards;

    @Option(names = "--opponent-deck", description = "Deck B (bundled name or file). Default: green-simple.")
    String deckB = "green-simple";

    @Option(names = "--games", description = "Games to play. Default: 1000.")
    int games = 1000;

    @Option(names = "--agents", description = "Agent for deck A and for deck B, comma-separated (random, heuristic, mcts). "
            + "Default: heuristic,heuristic.")
    String agents = "heuristic,heuristic";

    @Option(names = "--threads", description = "Games played at once. Default: 1.")
    int threads = 1;

    @Option(names = "--seed", description = "Master seed; each game's seed comes from it and the game's index. Default: 1.")
    long seed = 1;

    @Option(names = "--turn-limit", description = "Stop a game after this many turns and count it as unfinished. Default: 200.")
    int turnLimit = 200;

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    @Option(names = "--chart", paramLabel = "FILE.svg|FILE.png", description = "Write a chart (SVG or PNG, by the file name): win rate with its interval as games accumulate, and game lengths.")
    Path chart;

    @Option(names = "--mcts-ms", description = "MCTS: milliseconds of CPU time per decision (0: no time limit). Default: 100.")
    long mctsMillis = 100;

    @Option(names = "--mcts-iterations", description = "MCTS: iterations per decision (0: no limit; set it for reproducible choices). Default: 0.")
    int mctsIterations = 0;

    @Option(names = "--mcts-threads", description = "MCTS: search trees grown at once per decision, each on its own thread"
            + " (root parallelisation; each gets the --mcts-ms of CPU time, --mcts-iterations are shared out). Default: 1.")
    int mctsThreads = 1;

    @Option(names = "--mcts-clock", description = "MCTS: what --mcts-ms counts, cpu (the searching thread's CPU time: a busy"
            + " machine doesn't shrink the search) or wall (wall-clock time). Default: cpu.")
    String mctsClock = "cpu";

    @Option(names = "--mcts-playout-turns", description = "MCTS: turns each playout plays before the position is valued. Default: 3.")
    int mctsPlayoutTurns = MctsBudget.DEFAULT.playoutTurns();

    @Option(names = "--mcts-playout", description = "MCTS playout agent: heuristic, light (the heuristic with attacks by"
            + " combat arithmetic alone: more iterations, no better play measured) or random. Default: heuristic.")
    String mctsPlayout = "heuristic";

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        SimConfig config;
        try {
            String[] names = agents.split(",");
            if (names.length != 2) throw new IllegalArgumentException("--agents takes two agents, e.g. heuristic,random (got \"" + agents + "\")");
            MctsBudget.Playout playout = MctsBudget.Playout.parse(mctsPlayout);
            if (!mctsClock.equals("cpu") && !mctsClock.equals("wall")) {
                throw new IllegalArgumentException("--mcts-clock is cpu or wall (got \"" + mctsClock + "\")");
            }
            if (chart != null && !chartName().endsWith(".svg") && !chartName().endsWith(".png")) {
                throw new IllegalArgumentException("--chart writes SVG or PNG: give a file name ending in .svg or .png (got " + chart + ")");
            }
            GameFormat f = GameFormat.parse(format); // issue 15: the same deck rules and messages as play
            List<CardDefinition> a = DeckLoader.load(deckA, cards.pool(), f, cards.allowUnsupported());
            List<CardDefinition> b = DeckLoader.load(deckB, cards.pool(), f, cards.allowUnsupported());
            MctsBudget budget = new MctsBudget(mctsIterations, mctsMillis, mctsPlayoutTurns, playout).withThreads(mctsThreads).withWallClock(mctsClock.equals("wall"));
            config = new SimConfig(deckA, a, deckB, b, games, AgentKind.parse(names[0]), AgentKind.parse(names[1]),
                    threads, seed, turnLimit, budget);
        } catch (RuntimeException e) {
            System.err.println("arbiter sim: " + e.getMessage());
            return 2;
        }
        boolean terminal = System.console() != null;
        CpuSplit before = CpuSplit.now();
        SimResult r = Simulation.run(config, new Progress(System.err, games, terminal));
        CpuSplit spent = CpuSplit.now().since(before);
        out.print(json ? SimReport.json(r, spent) : SimReport.text(r, spent));
        long[] searched = dev.arbiter.agents.mcts.MctsAgent.processTotals();
        if (searched[0] > 0) {
            System.err.printf(java.util.Locale.ROOT, "MCTS: %d searches, %.1f iterations per search%n", searched[0], (double) searched[1] / searched[0]);
        }
        if (chart != null) {
            try {
                if (chartName().endsWith(".png")) Files.write(chart, SimChart.png(r));
                else Files.writeString(chart, SimChart.svg(r), StandardCharsets.UTF_8);
                if (!json) out.println("chart written to " + chart);
            } catch (IOException e) {
                System.err.println("arbiter sim: can't write " + chart + ": " + e.getMessage());
                return 2;
            }
        }
        return 0;
    }

    private String chartName() {
        return chart.toString().toLowerCase(java.util.Locale.ROOT);
    }
}
