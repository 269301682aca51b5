package dev.arbiter.scenario.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioFilesTest {
    @TempDir
    Path dir;

    private Path file(String name) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, "scenario: " + name + "\n");
    }

    @Test
    void findsScenarioFilesRecursivelySortedAndOnce() throws IOException {
        Path b = file("b.scenario");
        Path a = file("sub/deeper/a.scenario");
        Path c = file("sub/c.scenario");
        file("notes.txt");
        Path explicit = file("other.txt");
        assertThat(ScenarioFiles.find(List.of(dir.resolve("sub"), dir, explicit, b)))
                .containsExactly(b, explicit, c, a);
    }

    @Test
    void aMissingPathIsAnError() {
        assertThatThrownBy(() -> ScenarioFiles.find(List.of(dir.resolve("missing"))))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("missing");
    }

    @Test
    void parsesAFileByPath() throws IOException {
        Path f = Files.writeString(dir.resolve("x.scenario"), "scenario: X\nexpect:\n  turn 1\n");
        Scenario s = ScenarioParser.parse(f, NameOracle.ANY_SIMPLE);
        assertThat(s.pos()).isEqualTo(new Pos(f.toString(), 1));
    }
}
