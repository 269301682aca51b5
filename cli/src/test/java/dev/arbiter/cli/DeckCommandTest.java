package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DeckCommandTest {
    @TempDir
    Path dir;

    record Run(int status, String out, String err) {
        /** What was printed on standard output, line by line. */
        List<String> lines() {
            return out.lines().toList();
        }
    }

    static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void checkReportsEachRuleAndTheFailingLinesAndExitsOne() throws IOException {
        String f = file("elves.txt", "Deck\n4 Llanowar Elves (M10) 182\n5 Giant Growth (M10) 185\n10 Forest (M10) 246\n"
                + "4 Nope Card (XYZ) 1\n\nSideboard\n2 Naturalize (M10) 190\n");
        Run r = run("deck", "check", f);
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.out()).contains(f + ": MTG Arena export, checked for constructed")
                .contains("FAIL  main deck: 23 cards (at least 60)")
                .contains("FAIL  copies: at most 4 of each card but basic lands")
                .contains("ok    sideboard: 2 cards (at most 15)")
                .contains(f + ":3: 5 copies of Giant Growth")
                .contains(f + ":5: unknown card \"Nope Card\"")
                .contains("not legal for constructed (3 problems)");
        Run casual = run("deck", "check", f, "--format", "casual");
        assertThat(casual.status()).isEqualTo(1);
        assertThat(casual.out()).doesNotContain("copies").contains(":5: unknown card");
    }

    @Test
    void legalDeckExitsZeroAndBadInputExitsTwo() throws IOException {
        assertThat(run("deck", "check", "red-simple").status()).isZero();
        assertThat(run("deck", "check", "red-simple").out()).contains("legal for constructed");
        Run missing = run("deck", "check", dir.resolve("nope.txt").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no deck file or bundled deck named");
        Run badLine = run("deck", "check", file("bad.txt", "4 Shock\nShock\n"));
        assertThat(badLine.status()).isEqualTo(2);
        assertThat(badLine.err()).contains("bad.txt:2: expected \"<count> <card name>\"");
        assertThat(run("deck", "check", "red-simple", "--format", "vintage").err()).contains("unknown format \"vintage\"");
    }

    @Test
    void playRefusesAnIllegalDeckWithTheSameMessages() throws IOException {
        String empty = file("empty.txt", "");
        Run r = run("play", "--ai-vs-ai", "--deck", empty);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("is not legal for constructed").contains(empty + ": the deck has no cards");
        String five = file("five.txt", "5 Forest\n");
        Run casual = run("play", "--ai-vs-ai", "--deck", five, "--format", "casual");
        assertThat(casual.err()).isEmpty();
        assertThat(casual.out()).contains("Winner:");
        assertThat(run("play", "--ai-vs-ai", "--deck", five, "--format", "limited").err())
                .contains(five + ": the main deck has 5 cards; limited needs at least 40 (100.2b)");
    }

    @Test
    void statsDrawsCurveColoursTypesAndSupportedShare() throws IOException {
        Run r = run("deck", "stats", file("g.dck", "[metadata]\nName=G\n[Main]\n12 Forest|M10\n4 Llanowar Elves|M10\n"
                + "2 Craw Wurm\n2 Lightning Blot\n"));
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("(Forge .dck): 20 cards in the main deck")
                .contains("  1  | #### 4\n").contains("  6  | ## 2\n").contains("  7+ |\n")
                .contains("  green     | ###### 6\n")
                .contains("  Land     | ############ 12\n")
                .contains("Supported: 18 of 20 cards (90%); 2 unknown");
    }
}
