package dev.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter scenario}: a line per scenario, the summary line, and the exit status (SCENARIOS.md). */
class ScenarioCommandTest {
    @TempDir
    Path dir;

    /** Runs the command, capturing what it prints ({@link DeckCommandTest#run}). */
    private static DeckCommandTest.Run run(String... args) {
        return DeckCommandTest.run(args);
    }

    private Path write(String name, String expectedLife) throws IOException {
        return Files.writeString(dir.resolve(name), String.join("\n",
                "scenario: Bolt to the face " + name,
                "rules: 120.3a",
                "setup:",
                "  alice hand: Lightning Bolt",
                "  alice mana: {R}",
                "actions:",
                "  alice casts Lightning Bolt targeting bob",
                "  pass",
                "expect:",
                "  bob life " + expectedLife,
                ""));
    }

    @Test
    void allPassingExitsZero() throws IOException {
        write("a.scenario", "17");
        DeckCommandTest.Run r = run("scenario", dir.toString());
        assertThat(r.lines()).containsExactly("PASS " + dir.resolve("a.scenario") + ": Bolt to the face a.scenario",
                "1 passed, 0 failed");
        assertThat(r.status()).isZero();
    }

    @Test
    void anyFailureExitsNonZeroAndNamesFileLineExpectedAndFound() throws IOException {
        write("a.scenario", "17");
        write("b.scenario", "18");
        DeckCommandTest.Run r = run("scenario", dir.toString());
        assertThat(r.lines()).contains("FAIL " + dir.resolve("b.scenario") + ":10: expected bob life 18, found 17");
        assertThat(r.lines().get(r.lines().size() - 1)).isEqualTo("1 passed, 1 failed");
        assertThat(r.status()).isEqualTo(1);
    }

    @Test
    void aMissingPathIsAnErrorWithStatusTwo() {
        assertThat(run("scenario", dir.resolve("nope").toString()).status()).isEqualTo(2);
    }
}
