package dev.arbiter.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.scenario.parse.ScenarioFiles;
import dev.arbiter.scenario.run.ScenarioResult;
import dev.arbiter.scenario.run.ScenarioRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file under the repository's {@code scenarios/} folder, one test each, run by the same
 * runner as {@code arbiter scenario}: the README's test command proves them all.
 */
class ProjectScenariosTest {
    /** The repository's scenarios, seen from this module's folder (where Maven runs its tests). */
    static final Path SCENARIOS = Path.of("..", "scenarios");

    @TestFactory
    Stream<DynamicTest> everyProjectScenarioPasses() {
        assertTrue(Files.isDirectory(SCENARIOS), "no scenarios folder at " + SCENARIOS.toAbsolutePath());
        List<Path> files = ScenarioFiles.find(List.of(SCENARIOS));
        assertTrue(files.size() > 100, "expected the project's scenarios, found " + files.size());
        ScenarioRunner runner = new ScenarioRunner();
        return files.stream().map(f -> DynamicTest.dynamicTest(SCENARIOS.relativize(f).toString(), () -> {
            ScenarioResult r = runner.run(f);
            assertTrue(r.passed(), r::line);
        }));
    }
}
