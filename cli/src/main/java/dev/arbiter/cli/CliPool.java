package dev.arbiter.cli;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.CardSources;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The card pool a command plays with: the bundled cards, the public 2022 list, the user card folder
 * (read on every start) and {@code --cards} paths (later ones win); cards compile on first use.
 */
final class CliPool {
    private CliPool() {
    }

    static CardPool load(List<Path> extra, boolean public2022) {
        List<Path> all = new ArrayList<>();
        CardSources.userFolder().ifPresent(all::add);
        all.addAll(extra);
        return CardSources.withUserCards(all, public2022);
    }
}
