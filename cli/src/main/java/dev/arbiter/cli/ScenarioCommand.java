package dev.arbiter.cli;

import dev.arbiter.scenario.run.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter scenario FILE_OR_DIR...}: runs rules scenarios (SCENARIOS.md); exit 1 when any failed. */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = "Run rules scenarios (*.scenario files; directories are searched). "
                + "Prints PASS/FAIL per scenario and 'N passed, M failed'.")
public final class ScenarioCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE_OR_DIR", description = "Scenario files or directories.")
    List<Path> paths;

    @Mixin
    PoolOptions cards;

    @Override
    public Integer call() {
        try {
            ScenarioRunner.Summary s = new ScenarioRunner(cards.pool()).runAll(paths, System.out);
            return s.failed() == 0 && !s.results().isEmpty() ? 0 : 1;
        } catch (IllegalArgumentException e) {
            System.err.println("arbiter scenario: " + e.getMessage());
            return 2;
        } catch (UncheckedIOException e) {
            System.err.println("arbiter scenario: no such file or directory: " + e.getCause().getMessage());
            return 2;
        }
    }
}
