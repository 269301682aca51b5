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
    void theGameStopsOnlyWhereThePersonCanActUnlessAskedAndAnswersHelpAndCardText() {
        // Seed 5: alice chooses who starts, then sees a hand with Mountains and Hill Giant.
        String input = "help\n1\n? mountain\n? hill g\n? zzz\n" + "1\n".repeat(20_000);
        String auto = run(input, "play", "--seed", "5", "--opponent", "random");
        assertThat(auto).contains("? NAME     the text of a card").contains("Mountain\n   Basic Land").contains("Hill Giant {3}{R}\n   Creature — Giant 3/3")
                .contains("No card you can see is named \"zzz\"");
        String everywhere = run(input, "play", "--seed", "5", "--opponent", "random", "--stops", "all");
        // With every stop, alice is asked in her upkeep, where she can do nothing but pass; by default she isn't.
        assertThat(everywhere).contains("(alice), step upkeep ===");
        assertThat(auto).doesNotContain("(alice), step upkeep ===");
        assertThat(auto.split(">> You have priority").length).isLessThan(everywhere.split(">> You have priority").length);
        String upkeep = run(input, "play", "--seed", "5", "--opponent", "random", "--stops", "upkeep");
        assertThat(upkeep).contains("(alice), step upkeep ===");
        assertThat(Main.run("play", "--stops", "lunch")).isEqualTo(2);
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
