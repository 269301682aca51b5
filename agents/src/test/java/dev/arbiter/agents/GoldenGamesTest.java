package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The golden games (issue 13, "rules unchanged"): seeded random-vs-random games must play exactly
 * as recorded. Full logs of a few games are compared byte for byte; for many more seeds a line of
 * (choices, winner, last turn, SHA-256 of the whole log) is compared, and so are the bench's totals
 * (seeds 1..1000 of red-simple vs green-simple, played without a log as {@code arbiter bench} does).
 *
 * <p>A change that is meant to change games (new rules, a new agent policy) regenerates the files
 * with {@code mvn -B -q -pl agents -am test -Dtest=GoldenGamesTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Darbiter.golden.write=true} and says so in its commit; a speed change never does.
 */
class GoldenGamesTest {
    private static final boolean WRITE = Boolean.getBoolean("arbiter.golden.write");
    private static final Path SOURCE = Path.of("src/test/resources/golden");

    record Pairing(String name, String alice, String bob, boolean bundled) {
        List<CardDefinition> deck(String file) throws Exception {
            return bundled ? RandomGamesPropertyTest.deck(file) : RandomGamesPropertyTest.testDeck(file);
        }
    }

    static final Pairing BENCH = new Pairing("red-green", "red-simple", "green-simple", true);
    static final Pairing AURAS = new Pairing("auras", "auras-and-triggers-wg.txt", "auras-and-triggers-br.txt", false);
    static final Pairing MECHANICS = new Pairing("mechanics", "mechanics-ub.txt", "mechanics-gw.txt", false);

    static MatchResult play(List<CardDefinition> a, List<CardDefinition> b, long seed, boolean withLog) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
        return Match.play(setup, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), withLog);
    }

    /** The log as {@code arbiter play --ai-vs-ai} prints it after its header line, with the summary line. */
    static String logText(MatchResult r) {
        StringBuilder sb = new StringBuilder();
        for (String line : r.log()) sb.append(line).append('\n');
        GameState s = r.finalState();
        GameOutcome o = s.outcome();
        sb.append(o == null ? "stopped" : o.isDraw() ? "draw" : "winner " + o.winners().get(0))
                .append(o == null ? "" : " (" + o.reason() + ")")
                .append(" on turn ").append(s.turn().number())
                .append(" after ").append(r.choices().size()).append(" choices\n");
        return sb.toString();
    }

    @Test
    void fullLogsOfAFewGamesAreByteIdentical() throws Exception {
        for (Pairing p : List.of(BENCH, AURAS, MECHANICS)) {
            List<CardDefinition> a = p.deck(p.alice());
            List<CardDefinition> b = p.deck(p.bob());
            for (long seed : new long[]{1, 2, 3}) {
                String actual = logText(play(a, b, seed, true));
                check(p.name() + "-seed" + seed + ".log", actual);
            }
        }
    }

    @Test
    void gameDigestsAreIdentical() throws Exception {
        for (Pairing p : List.of(BENCH, AURAS, MECHANICS)) {
            int games = p == BENCH ? 400 : 150;
            List<CardDefinition> a = p.deck(p.alice());
            List<CardDefinition> b = p.deck(p.bob());
            StringBuilder sb = new StringBuilder("# seed choices winner turn sha256(log)\n");
            for (long seed = 1; seed <= games; seed++) {
                MatchResult r = play(a, b, seed, true);
                GameOutcome o = r.finalState().outcome();
                sb.append(seed).append(' ').append(r.choices().size()).append(' ')
                        .append(o == null ? "-" : o.isDraw() ? "draw" : o.winners().get(0)).append(' ')
                        .append(r.finalState().turn().number()).append(' ')
                        .append(sha256(logText(r)).substring(0, 16)).append('\n');
            }
            check(p.name() + "-digests.txt", sb.toString());
        }
    }

    /** What {@code arbiter bench} prints as choices per game and wins (seeds 1..1000, no log). */
    @Test
    void benchTotalsAreIdentical() throws Exception {
        List<CardDefinition> a = BENCH.deck(BENCH.alice());
        List<CardDefinition> b = BENCH.deck(BENCH.bob());
        long choices = 0;
        int[] wins = new int[3];
        for (long seed = 1; seed <= 1000; seed++) {
            MatchResult r = play(a, b, seed, false);
            choices += r.choices().size();
            GameOutcome o = r.finalState().outcome();
            wins[o == null || o.isDraw() ? 2 : o.winners().get(0)]++;
        }
        check("bench-totals.txt", "games 1000 choices " + choices + " wins red-simple " + wins[0]
                + " green-simple " + wins[1] + " draws/unfinished " + wins[2] + "\n");
    }

    private static void check(String file, String actual) throws IOException {
        if (WRITE) {
            Files.createDirectories(SOURCE);
            Files.writeString(SOURCE.resolve(file), actual, StandardCharsets.UTF_8);
            return;
        }
        String expected;
        try (InputStream in = GoldenGamesTest.class.getResourceAsStream("/golden/" + file)) {
            assertThat(in).as("golden file golden/%s (write it with -Darbiter.golden.write=true)", file).isNotNull();
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!expected.equals(actual)) {
            List<String> e = expected.lines().toList();
            List<String> x = actual.lines().toList();
            int i = 0;
            while (i < e.size() && i < x.size() && e.get(i).equals(x.get(i))) i++;
            List<String> where = new ArrayList<>();
            where.add("golden/" + file + " differs first at line " + (i + 1) + ":");
            where.add("  expected: " + (i < e.size() ? e.get(i) : "<end>"));
            where.add("  actual:   " + (i < x.size() ? x.get(i) : "<end>"));
            throw new AssertionError(String.join("\n", where));
        }
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
