package dev.arbiter.cli;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.explain.ExplainReport;
import dev.arbiter.cards.pool.CardPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter cards}: the card pool — a card's compiled text, or the unsupported cards and why. */
@Command(name = "cards", mixinStandardHelpOptions = true,
        description = "Show the card pool: counts, one card (--explain: its abilities rendered back into words),"
                + " or --unsupported with the line that failed.")
public final class CardsCommand implements Callable<Integer> {
    @Option(names = "--unsupported", description = "List the cards the compiler doesn't support, with the failing line.")
    boolean unsupported;

    @Option(names = "--explain", description = "Show each named card's oracle text and its compiled abilities rendered"
            + " back into words; lines that differ after normalisation are marked *.")
    boolean explain;

    @Parameters(arity = "0..*", description = "Card names to show.")
    List<String> names = List.of();

    @Override
    public Integer call() {
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
            if (explain && found.get() instanceof CompileResult.Supported s) {
                System.out.println(ExplainReport.of(s.def()));
            } else {
                System.out.println(CardDescriber.describe(found.get()));
            }
        }
        if (!unsupported && names.isEmpty()) {
            System.out.println(pool.size() + " cards, " + pool.unsupported().size() + " unsupported"
                    + " (arbiter cards --unsupported lists them)");
        }
        return status;
    }
}
