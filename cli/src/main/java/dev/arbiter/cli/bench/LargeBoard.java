package dev.arbiter.cli.bench;

import dev.arbiter.agents.BoardPosition;
import dev.arbiter.agents.Match;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * The large-board bench (issue 13): each player starts in the middle of a game with 20 lands,
 * 30 creatures, 10 creature tokens and three static abilities that change characteristics
 * (613) on the battlefield, 5 cards in hand and 30 in the library; random agents play on from
 * there (seeded as the small bench's games) and each choice is timed.
 */
final class LargeBoard {
    static final int LANDS = 20;
    static final int CREATURES = 30;
    static final int TOKENS = 10;
    static final int MAX_CHOICES = 3_000;
    static final List<List<String>> STATICS = List.of(
            List.of("Glorious Anthem", "Goblin King", "Crusade"),
            List.of("Glorious Anthem", "Bad Moon", "Crusade"));

    /** Choices played and the time they took: wall seconds and the playing thread's CPU seconds. */
    record Figures(String description, long choices, double seconds, double cpuSeconds) {
        double microsPerChoice() {
            return seconds * 1e6 / choices;
        }

        double cpuMicrosPerChoice() {
            return cpuSeconds * 1e6 / choices;
        }
    }

    private LargeBoard() {
    }

    /** The position for {@code seed}, built from the two decks' cards. */
    static GameState position(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        CardPool pool = CardPool.bundled();
        List<List<CardDefinition>> statics = STATICS.stream().map(names -> names.stream().map(pool::definition).toList()).toList();
        return BoardPosition.build(a, b, seed, new BoardPosition.Shape(LANDS, CREATURES, TOKENS, 30), statics);
    }

    /**
     * Plays {@code games} seeded playouts from the position (each to its end or MAX_CHOICES) after {@code warmup}
     * untimed ones (a large board reaches code the small games' warm-up did not: its cost per choice still falls
     * after several hundred playouts), and times the choices alone: building and settling each position is not timed.
     */
    static Figures run(List<CardDefinition> a, List<CardDefinition> b, int games, int warmup) {
        for (long seed = 1_000_000; seed < 1_000_000 + warmup; seed++) playout(start(a, b, seed), seed); // JIT warm-up
        long choices = 0;
        long nanos = 0;
        long cpu = 0;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuKnown = threads.isCurrentThreadCpuTimeSupported();
        for (long seed = 1; seed <= games; seed++) {
            GameState s = start(a, b, seed);
            long cpu0 = cpuKnown ? threads.getCurrentThreadCpuTime() : 0;
            long t0 = System.nanoTime();
            choices += playout(s, seed);
            nanos += System.nanoTime() - t0;
            cpu += cpuKnown ? threads.getCurrentThreadCpuTime() - cpu0 : 0;
        }
        return new Figures(games + " playouts after " + warmup + "; " + LANDS + " lands, " + CREATURES + " creatures, " + TOKENS
                + " tokens, 3 static abilities a side", choices, nanos / 1e9, cpuKnown ? cpu / 1e9 : nanos / 1e9);
    }

    /** The settled position of {@code seed} (its first decision pending). */
    static GameState start(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        return Game.settle(position(a, b, seed), false).state();
    }

    static int playout(GameState s, long seed) {
        return Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), MAX_CHOICES, null);
    }
}
