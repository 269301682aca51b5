package dev.arbiter.cli;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.explain.ExplainReport;
import dev.arbiter.cards.pool.CardPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter cards}: the card pool — a card's compiled text, or the unsupported cards and why. */
@Command(name = "cards", mixinStandardHelpOptions = true,
        description = "Show the card pool: counts, one card (--explain: its abilities rendered back into words), or"
                + " --unsupported with the line that failed. Counts and --unsupported cover the bundled card files and"
                + " user cards; --all adds the public 2022 list.")
public final class CardsCommand implements Callable<Integer> {
    @Option(names = "--unsupported", description = "List the cards the compiler doesn't support, with the failing line.")
    boolean unsupported;

    @Option(names = "--explain", description = "Show each named card's oracle text and its compiled abilities rendered"
            + " back into words; lines that differ after normalisation are marked *.")
    boolean explain;

    @Option(names = "--coverage", arity = "1..*", paramLabel = "FILE",
            description = "Compile every card of each card file and print N cards, M supported (P%%) and the most frequent reasons for the rest.")
    List<java.nio.file.Path> coverage = List.of();

    @Option(names = "--top", defaultValue = "20", description = "How many reasons --coverage lists per file (default 20).")
    int top;

    @Option(names = "--all", description = "Count and list over the public 2022 card list too (~11,000 cards, slower).")
    boolean all;

    @Parameters(arity = "0..*", description = "Card names to show (looked up in every card source).")
    List<String> names = List.of();

    @Mixin
    PoolOptions cards;

    @Override
    public Integer call() {
        if (!coverage.isEmpty()) {
            return CoverageCommand.print(coverage, top);
        }
        CardPool listing;
        try {
            listing = all ? cards.pool() : cards.curatedPool();
        } catch (RuntimeException e) {
            System.err.println("arbiter cards: " + e.getMessage());
            return 2;
        }
        if (unsupported) {
            for (CompileResult.Unsupported u : listing.unsupported()) {
                System.out.println(u.card().name() + ": " + u.message());
            }
        }
        int status = 0;
        for (String name : names) {
            var found = cards.pool().find(name);
            if (found.isEmpty()) {
                System.out.println(name + ": unknown card" + cards.pool().readError(name).map(w -> " (" + w + ")").orElse(""));
                status = 1;
                continue;
            }
            if (explain && found.get() instanceof CompileResult.Supported s) {
                try {
                    System.out.println(ExplainReport.of(s.def()));
                } catch (RuntimeException e) { // a compiled card the explainer can't render: say so, go on with the rest
                    System.out.println(name + ": can't be rendered back (" + e.getMessage() + ")");
                    status = 1;
                }
            } else {
                System.out.println(CardDescriber.describe(found.get()));
            }
        }
        if (!unsupported && names.isEmpty()) {
            System.out.println(listing.size() + " cards, " + listing.unsupported().size() + " unsupported"
                    + " (arbiter cards --unsupported lists them" + (all ? "" : "; --all counts the public 2022 list too") + ")");
        }
        return status;
    }
}
