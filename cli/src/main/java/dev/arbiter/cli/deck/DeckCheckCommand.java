package dev.arbiter.cli.deck;

import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.pool.DeckLegality;
import dev.arbiter.cards.pool.DeckVerdict;
import dev.arbiter.cli.DeckLoader;
import dev.arbiter.cli.PoolOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.concurrent.Callable;

/** {@code arbiter deck check FILE [--format F]}: the deck's legality; exit 1 when not legal, 2 when unreadable. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a deck for a format: card count, four-copy rule, sideboard size, unknown and unsupported"
                + " cards (with the line that failed). Exits 1 when the deck is not legal.")
public final class DeckCheckCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "Deck file (or bundled deck name).")
    String file;

    @Option(names = "--format", description = "constructed (default), limited or casual.")
    String format = "constructed";

    @Mixin
    PoolOptions cards;

    @Override
    public Integer call() {
        DeckLoader.Loaded d;
        GameFormat f;
        DeckVerdict v;
        try {
            f = GameFormat.parse(format);
            d = DeckLoader.read(file);
            v = DeckLegality.check(d.file(), d.list(), cards.pool(), f, cards.allowUnsupported());
        } catch (RuntimeException e) {
            System.err.println("arbiter deck check: " + e.getMessage());
            return 2;
        }
        System.out.println(d.file() + ": " + d.list().format().description() + ", checked for " + f.id());
        for (DeckVerdict.Check c : v.checks()) System.out.println("  " + (c.ok() ? "ok    " : "FAIL  ") + c.what());
        v.problems().forEach(System.out::println);
        System.out.println(v.legal() ? "legal for " + f.id()
                : "not legal for " + f.id() + " (" + v.problems().size() + " problem" + (v.problems().size() == 1 ? "" : "s") + ")");
        return v.legal() ? 0 : 1;
    }
}
