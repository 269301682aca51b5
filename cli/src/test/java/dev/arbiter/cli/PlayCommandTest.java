package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class PlayCommandTest {
    private static String run(String input, String... args) {
        InputStream oldIn = System.in;
        PrintStream oldOut = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            assertThat(status).isZero();
        } finally {
            System.setIn(oldIn);
            System.setOut(oldOut);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aiVsAiPrintsTheSameFullLogForTheSameSeed() {
        String first = run("", "play", "--ai-vs-ai", "--seed", "7");
        String second = run("", "play", "--ai-vs-ai", "--seed", "7");
        assertThat(first).isEqualTo(second);
        assertThat(first).contains("-- untap, turn 1").contains("wins the game").containsPattern("Winner: (alice|bob)");
        assertThat(run("", "play", "--ai-vs-ai", "--seed", "8")).isNotEqualTo(first);
    }

    @Test
    void theOpponentIsTheHeuristicAgentByDefaultAndCanBeChosen() {
        String byDefault = run("", "play", "--ai-vs-ai", "--seed", "7");
        assertThat(byDefault).contains("(bob, heuristic agent)");
        assertThat(run("", "play", "--ai-vs-ai", "--seed", "7", "--opponent", "heuristic")).isEqualTo(byDefault);
        String random = run("", "play", "--ai-vs-ai", "--seed", "7", "--opponent", "random");
        assertThat(random).contains("(bob, random agent)").containsPattern("Winner: (alice|bob)");
        assertThat(Main.run("play", "--ai-vs-ai", "--opponent", "chess-engine")).isEqualTo(2);
    }

    @Test
    void aPersonAtTheTerminalPlaysAWholeGameAndBadInputIsAskedAgain() {
        // Always answer "1" (the first option); where "1" can't be right the question is asked again.
        String out = run("nonsense\n" + "1\n".repeat(20_000), "play", "--seed", "5");
        assertThat(out).contains("!! \"nonsense\" is not a number");
        assertThat(out).contains(">> You have priority").contains("hand:");
        assertThat(out).containsPattern("Winner: (alice|bob)|Input closed");
    }
}
