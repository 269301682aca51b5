package dev.arbiter.cli;

import dev.arbiter.cards.pool.CardPool;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The options every command that needs cards shares: extra card files and allowing unsupported cards. */
public final class PoolOptions {
    @Option(names = "--cards", paramLabel = "FILE|DIR",
            description = "More card data: card-format files (*.txt), MTGJSON AtomicCards.json, or a folder of them."
                    + " Repeatable. The user card folder (${XDG_CONFIG_HOME:-~/.config}/arbiter/cards) is always read.")
    List<Path> cards = new ArrayList<>();

    @Option(names = "--allow-unsupported",
            description = "Accept cards the oracle-text compiler does not fully understand (they play with the lines that compile).")
    boolean allowUnsupported;

    private CardPool pool;

    /** The card pool: the bundled cards, the public 2022 list, the user folder and {@code --cards}, loaded once. */
    public CardPool pool() {
        if (pool == null) pool = CliPool.load(cards, true);
        return pool;
    }

    /** The bundled card files, the user folder and {@code --cards}, without the public 2022 list. */
    public CardPool curatedPool() {
        return CliPool.load(cards, false);
    }

    /** Whether unsupported cards are allowed in decks. */
    public boolean allowUnsupported() {
        return allowUnsupported;
    }
}
