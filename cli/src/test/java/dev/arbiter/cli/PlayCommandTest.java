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
    void thePersonCanConcedeAtAnyQuestion() {
        // 104.3a: at the first question (who starts / keep), "concede" ends the game with the opponent winning.
        String out = run("concede\n" + "1\n".repeat(100), "play", "--seed", "5", "--opponent", "random");
        assertThat(out).doesNotContain("!! \"concede\"")
                .contains("alice concedes the game (104.3a): bob wins.").doesNotContain("Input closed");
        assertThat(run("help\nquit\n", "play", "--seed", "5", "--opponent", "random"))
                .contains("concede    concede the game").contains("alice concedes the game");
    }

    @Test
    void aPersonAtTheTerminalPlaysAWholeGameAndBadInputIsAskedAgain() {
        // Always answer "1" (the first option); where "1" can't be right the question is asked again.
        String out = run("nonsense\n" + "1\n".repeat(20_000), "play", "--seed", "5");
        assertThat(out).contains("!! \"nonsense\" is not a number");
        assertThat(out).contains(">> You have priority").contains("hand:");
        assertThat(out).containsPattern("Winner: (alice|bob)|Input closed");
    }

    @Test
    void theLogLeavesOutPassesAndCountsRepeatsUnlessFullIsAsked() {
        String input = "1\n".repeat(20_000);
        String actions = run(input, "play", "--seed", "5", "--opponent", "random");
        String full = run(input, "play", "--seed", "5", "--opponent", "random", "--log", "full");
        assertThat(full).contains("alice passes").contains("bob passes").contains("alice draws a card\nalice draws a card");
        assertThat(actions).doesNotContain("alice passes").doesNotContain("bob passes")
                .contains("alice draws a card (x7)").contains("bob draws a card (x7)");
        // A step's heading is shown only with something done in it: no heading directly followed by another.
        assertThat(actions).doesNotContainPattern("(?m)^-- [^\n]*\n-- ");
        assertThat(full).containsPattern("(?m)^-- [^\n]*\n-- ");
        // The same game either way: the same winner on the same turn.
        assertThat(last(actions)).isEqualTo(last(full));
        assertThat(Main.run("play", "--log", "everything")).isEqualTo(2);
    }

    @Test
    void cardTextByOptionNumberTheStopsCommandAndSkip() {
        // Seed 5: who starts (1: alice), keep (1), then alice's first priority with something to do.
        String out = run("1\n1\n? 1\n? 99\nstops upkeep\nstops\nstops lunch\n" + "1\n".repeat(20_000),
                "play", "--seed", "5", "--opponent", "random");
        String afterKeep = out.substring(out.indexOf(">> You have priority"));
        // "? 1" at the first priority shows the card of option 1 (a land to play or a spell to cast).
        assertThat(afterKeep).containsPattern("> {4}(Mountain\n {3}Basic Land|[A-Z][^\n]* \\{[^\n]*\n {3}Creature)");
        assertThat(afterKeep).contains("choose a number from 1 to");
        assertThat(afterKeep).contains("stops: upkeep").contains("unknown step \"lunch\"");
        // After "stops upkeep" alice is asked in her upkeep; without it she isn't.
        assertThat(afterKeep).contains("(alice), step upkeep ===");
        // The priority menu lists cards of the same name once.
        for (String menu : out.split(">> You have priority")) {
            String options = menu.split("\n   \\(enter")[0];
            assertThat(options.lines().filter(l -> l.matches(" {3}\\d+\\) .*")).map(l -> l.replaceFirst("\\d+\\) ", "")).distinct().count())
                    .as(options).isEqualTo(options.lines().filter(l -> l.matches(" {3}\\d+\\) .*")).count());
        }
    }

    @Test
    void skipPassesPriorityForTheRestOfTheTurn() {
        // Every priority question is answered "skip", blocks with none, anything else with option 1.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream oldIn = System.in;
        PrintStream oldOut = System.out;
        try {
            System.setIn(new Answering(out, prompt -> prompt.contains("You have priority") ? "skip"
                    : prompt.contains("Declare blockers") ? "" : "1"));
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            assertThat(Main.run("play", "--seed", "5", "--opponent", "random")).isZero();
        } finally {
            System.setIn(oldIn);
            System.setOut(oldOut);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).containsPattern("Winner: (alice|bob)").contains(">> You have priority");
        // After "skip" nothing more is asked with priority in that turn: at most one priority question a turn.
        java.util.Map<String, Integer> perTurn = new java.util.HashMap<>();
        for (String question : text.split("\n=== Turn ")) {
            if (question.contains(">> You have priority")) perTurn.merge(question.substring(0, question.indexOf(' ')), 1, Integer::sum);
        }
        assertThat(perTurn).isNotEmpty();
        assertThat(perTurn.values()).allMatch(n -> n == 1);
    }

    /** Input written as the questions come: each line answers the last question printed so far. */
    private static final class Answering extends InputStream {
        private final ByteArrayOutputStream out;
        private final java.util.function.Function<String, String> answer;
        private byte[] line = new byte[0];
        private int at;
        private int answers;

        Answering(ByteArrayOutputStream out, java.util.function.Function<String, String> answer) {
            this.out = out;
            this.answer = answer;
        }

        private boolean fill() {
            if (at < line.length) return true;
            if (++answers > 20_000) return false;
            String text = out.toString(StandardCharsets.UTF_8);
            int q = text.lastIndexOf(">> ");
            String prompt = q < 0 ? "" : text.substring(q, text.indexOf('\n', q) < 0 ? text.length() : text.indexOf('\n', q));
            line = (answer.apply(prompt) + "\n").getBytes(StandardCharsets.UTF_8);
            at = 0;
            return true;
        }

        @Override
        public int read() {
            return fill() ? line[at++] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) return 0;
            if (!fill()) return -1;
            int n = Math.min(len, line.length - at);
            System.arraycopy(line, at, b, off, n);
            at += n;
            return n;
        }
    }

    private static String last(String out) {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }
}
