package dev.arbiter.cli;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.pool.CardPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter cards}: the card pool — a card's compiled text, or the unsupported cards and why. */
@Command(name = "cards", mixinStandardHelpOptions = true,
        description = "Show the card pool: counts, one card, or --unsupported with the line that failed.")
public final class CardsCommand implements Callable<Integer> {
    @Option(names = "--unsupported", description = "List the cards the compiler doesn't support, with the failing line.")
    boolean unsupported;

    @Option(names = "--coverage", arity = "1..*", paramLabel = "FILE",
            description = "Compile every card of each card file and print N cards, M supported (P%) and the most frequent reasons for the rest.")
    List<java.nio.file.Path> coverage = List.of();

    @Option(names = "--top", defaultValue = "20", description = "How many reasons --coverage lists per file (default 20).")
    int top;

    @Parameters(arity = "0..*", description = "Card names to show.")
    List<String> names = List.of();

    @Override
    public Integer call() {
        if (!coverage.isEmpty()) {
            return CoverageCommand.print(coverage, top);
        }
        CardPool pool = CardPool.bundled();
        if (unsupported) {
            for (CompileResult.Unsupported u : pool.unsupported()) {
                System.out.println(u.card().name() + ": " + u.line().pos() + ": \"" + u.line().original() + "\" ("
                        + u.reason() + ")");
            }
        }
        int status = 0;
        for (String name : names) {
            var found = pool.find(name);
            if (found.isEmpty()) {
                System.out.println(name + ": unknown card");
                status = 1;
                continue;
            }
            System.out.println(CardDescriber.describe(found.get()));
        }
        if (!unsupported && names.isEmpty()) {
            System.out.println(pool.size() + " cards, " + pool.unsupported().size() + " unsupported"
                    + " (arbiter cards --unsupported lists them)");
        }
        return status;
    }
}
