package dev.arbiter.cli.sim;

import dev.arbiter.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SimCommandTest {
    private static String run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            assertThat(Main.run(args)).isZero();
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": (\\[[^\\]]*\\]|\"[^\"]*\"|[^,\\n]*)").matcher(json);
        assertThat(m.find()).as("field %s in %s", name, json).isTrue();
        return m.group(1);
    }

    @Test
    void theSameSeedGivesTheSameGamesAtAnyThreadCount() {
        String one = run("sim", "--games", "12", "--agents", "heuristic,random", "--seed", "4", "--json", "--threads", "1");
        String three = run("sim", "--games", "12", "--agents", "heuristic,random", "--seed", "4", "--json", "--threads", "3");
        for (String f : new String[]{"outcomes", "lengths", "decks", "choices", "unfinished", "meanTurns", "medianTurns"}) {
            assertThat(field(three, f)).as(f).isEqualTo(field(one, f));
        }
        assertThat(field(one, "outcomes")).hasSize(14).matches("\"[ABDU]{12}\"");
        String other = run("sim", "--games", "12", "--agents", "heuristic,random", "--seed", "5", "--json");
        assertThat(field(other, "outcomes") + field(other, "lengths")).isNotEqualTo(field(one, "outcomes") + field(one, "lengths"));
    }

    @Test
    void theTextReportGivesRatesWithIntervalsLengthsAndSpeed() {
        String out = run("sim", "--games", "6", "--agents", "random,random", "--seed", "2");
        assertThat(out).contains("6 games: red-simple (random) vs green-simple (random)")
                .containsPattern("red-simple \\(random\\) +wins \\d, losses \\d, draws \\d: win rate [\\d.]+% \\(95% CI [\\d.]+-[\\d.]+%\\)")
                .contains("won ").contains("of 3 games it started")
                .contains("unfinished (turn limit 200, not counted as wins): 0")
                .containsPattern("mean [\\d.]+ turns, median [\\d.]+ turns")
                .containsPattern("games/s, \\d+ choices/s");
        if (java.nio.file.Files.isDirectory(java.nio.file.Path.of("/proc/self/task"))) {
            // Where the process's CPU went (issue 12's thread scaling: the JIT's share is what two threads can't split).
            assertThat(out).containsPattern("process CPU [\\d.]+ s: games' threads [\\d.]+, JIT compiler [\\d.]+, GC [\\d.]+, other [\\d.]+");
        }
    }

    @Test
    void gamesStoppedAtTheTurnLimitAreUnfinishedNeverWins() {
        String json = run("sim", "--games", "4", "--agents", "heuristic,heuristic", "--turn-limit", "2", "--json");
        assertThat(field(json, "unfinished")).isEqualTo("4");
        assertThat(field(json, "outcomes")).isEqualTo("\"UUUU\"");
        assertThat(json).contains("\"wins\": 0, \"losses\": 0");
        assertThat(field(json, "meanTurns")).isEqualTo("null");
    }

    @Test
    void theChartIsAnSvgWithTheWinRateBandAndTheLengthHistogram(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("sim.svg");
        String out = run("sim", "--games", "10", "--agents", "heuristic,random", "--chart", svg.toString());
        assertThat(out).contains("chart written to " + svg);
        String text = Files.readString(svg);
        assertThat(text).startsWith("<svg").contains("<polygon").contains("<polyline").contains("<rect x=")
                .contains("win rate, 95% CI").contains("length of finished games").endsWith("</svg>\n");
    }

    @Test
    void aPngChartIsAPngImageOfTheSameSize(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("sim.png");
        String out = run("sim", "--games", "10", "--agents", "heuristic,random", "--chart", png.toString());
        assertThat(out).contains("chart written to " + png);
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertThat(image).isNotNull();
        assertThat(image.getWidth()).isEqualTo(2 * dev.arbiter.cli.sim.chart.SimChart.W);
        assertThat(image.getHeight()).isEqualTo(dev.arbiter.cli.sim.chart.SimChart.H);
        // Something was drawn: the histogram bars are orange, the rest of the background white.
        int orange = 0;
        for (int x = 0; x < image.getWidth(); x++) {
            for (int y = 0; y < image.getHeight(); y++) if ((image.getRGB(x, y) & 0xFFFFFF) == 0xfd8d3c) orange++;
        }
        assertThat(orange).isGreaterThan(100);
    }

    @Test
    void badOptionsAreClearErrors() {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(Main.run("sim", "--agents", "heuristic")).isEqualTo(2);
            assertThat(Main.run("sim", "--games", "0")).isEqualTo(2);
            assertThat(Main.run("sim", "--deck", "no-such-deck")).isEqualTo(2);
            assertThat(Main.run("sim", "--agents", "heuristic,alphazero")).isEqualTo(2);
            assertThat(Main.run("sim", "--chart", "out.gif")).isEqualTo(2);
            assertThat(Main.run("sim", "--mcts-clock", "sundial")).isEqualTo(2);
        } finally {
            System.setErr(oldErr);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--agents takes two agents").contains("--games must be at least 1")
                .contains("no deck file or bundled deck named \"no-such-deck\"").contains("unknown agent \"alphazero\"")
                .contains("--chart writes SVG or PNG").contains("--mcts-clock is cpu or wall (got \"sundial\")");
    }
}
