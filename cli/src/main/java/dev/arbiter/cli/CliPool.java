package dev.arbiter.cli;

import dev.arbiter.cards.pool.CardPool;

import java.nio.file.Path;
import java.util.List;

/** The card pool a command plays with. */
final class CliPool {
    private CliPool() {
    }

    static CardPool load(List<Path> extra) {
        return CardPool.bundled();
    }
}
