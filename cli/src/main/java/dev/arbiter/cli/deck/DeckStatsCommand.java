package dev.arbiter.cli.deck;

import dev.arbiter.cards.pool.DeckStats;
import dev.arbiter.cli.DeckLoader;
import dev.arbiter.cli.PoolOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.concurrent.Callable;

/** {@code arbiter deck stats FILE}: mana curve, colours, card types and the supported share, as a text chart. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = "Show a deck's mana curve, colours, card types and how much of it the engine supports.")
public final class DeckStatsCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "Deck file (or bundled deck name).")
    String file;

    @Mixin
    PoolOptions cards;

    @Override
    public Integer call() {
        DeckLoader.Loaded d;
        DeckStats s;
        try {
            d = DeckLoader.read(file);
            s = DeckStats.of(d.list(), cards.pool());
        } catch (RuntimeException e) {
            System.err.println("arbiter deck stats: " + e.getMessage());
            return 2;
        }
        System.out.print(StatsChart.render(d.file() + " (" + d.list().format().description() + ")", s));
        return 0;
    }
}
