package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.arbiter.cli.DeckCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code --cards FILE|DIR}, the user card folder and the bundled public 2022 list, through the commands. */
class CardsOptionTest {
    @TempDir
    Path dir;

    private static final String HOMEBREW = "Homebrew Bear {G}\nCreature — Bear 2/1\nTrample\n";

    @Test
    void deckCheckAndStatsUseCardsFromCardsFiles() throws IOException {
        Path cards = Files.writeString(dir.resolve("mine.txt"), HOMEBREW);
        Path deck = Files.writeString(dir.resolve("d.txt"), "4 Homebrew Bear\n56 Forest\n");
        DeckCommandTest.Run without = run("deck", "check", deck.toString());
        assertThat(without.status()).isEqualTo(1);
        assertThat(without.out()).contains(deck + ":1: unknown card \"Homebrew Bear\"");
        DeckCommandTest.Run with = run("deck", "check", deck.toString(), "--cards", cards.toString());
        assertThat(with.status()).isZero();
        assertThat(run("deck", "stats", deck.toString(), "--cards", dir.toString()).out())
                .contains("Supported: 60 of 60 cards (100%)");
        assertThat(run("cards", "Homebrew Bear", "--cards", cards.toString()).out()).contains("Homebrew Bear {G}");
    }

    @Test
    void theUserCardFolderIsReadOnEveryStart() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("arbiter-cards"));
        Files.writeString(folder.resolve("mine.txt"), HOMEBREW);
        String old = System.getProperty("arbiter.cards.dir");
        try {
            System.setProperty("arbiter.cards.dir", folder.toString());
            assertThat(run("cards", "Homebrew Bear").out()).contains("Homebrew Bear {G}");
        } finally {
            if (old == null) System.clearProperty("arbiter.cards.dir");
            else System.setProperty("arbiter.cards.dir", old);
        }
        assertThat(run("cards", "Homebrew Bear").out()).contains("Homebrew Bear: unknown card");
    }

    @Test
    void aDeckOfCardsFromThe2022ListLoadsOutOfTheBox() throws IOException {
        // Zephyr Falcon is not in the bundled card files, only in the public 2022 list.
        Path deck = Files.writeString(dir.resolve("d.txt"), "Deck\n4 Zephyr Falcon (M10) 80\n20 Island (M10) 234\n");
        DeckCommandTest.Run r = run("deck", "check", deck.toString(), "--format", "casual");
        assertThat(r.out()).contains("ok    cards: 0 unknown, 0 unsupported");
        assertThat(r.status()).isZero();
        DeckCommandTest.Run game = run("play", "--ai-vs-ai", "--seed", "2", "--format", "casual", "--deck", deck.toString());
        assertThat(game.err()).isEmpty();
        assertThat(game.out()).contains("Zephyr Falcon");
    }

    @Test
    void unsupportedCardsAreRefusedWithTheReasonUnlessAllowed() throws IOException {
        Path cards = Files.writeString(dir.resolve("odd.txt"), "Gibberish Golem {3}\nArtifact Creature — Golem 3/3\n"
                + "Flibber the jabberwock thrice.\n");
        Path deck = Files.writeString(dir.resolve("d.txt"), "4 Gibberish Golem\n56 Mountain\n");
        DeckCommandTest.Run refused = run("play", "--ai-vs-ai", "--deck", deck.toString(), "--cards", cards.toString());
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains(deck + ":1: Gibberish Golem is unsupported: " + cards + ":3: \"Flibber");
        DeckCommandTest.Run allowed = run("play", "--ai-vs-ai", "--deck", deck.toString(), "--cards", cards.toString(),
                "--allow-unsupported");
        assertThat(allowed.status()).isZero();
        assertThat(allowed.err()).isEmpty();
    }

    @Test
    void scenariosMayUseCardsFromCardsFiles() throws IOException {
        Path cards = Files.writeString(dir.resolve("mine.txt"), HOMEBREW);
        Path scenario = Files.writeString(dir.resolve("bear.scenario"), "scenario: A homebrew bear attacks\nrules: 510.1b\n\n"
                + "setup:\n  turn 1 alice main1\n  alice battlefield: Homebrew Bear\n\nactions:\n  advance to declare-attackers\n"
                + "  alice attacks: Homebrew Bear\n  advance to end-of-combat\n\nexpect:\n  bob life 18\n");
        DeckCommandTest.Run without = run("scenario", scenario.toString());
        assertThat(without.status()).isEqualTo(1);
        assertThat(without.out()).contains("unknown card \"Homebrew Bear\"");
        DeckCommandTest.Run with = run("scenario", scenario.toString(), "--cards", cards.toString());
        assertThat(with.out()).contains("PASS").contains("1 passed, 0 failed");
        assertThat(with.status()).isZero();
    }

    @Test
    void aMissingCardsPathIsAClearError() {
        DeckCommandTest.Run r = run("deck", "check", "red-simple", "--cards", dir.resolve("nope").toString());
        assertThat(r.status()).isNotZero();
        assertThat(r.err() + r.out()).contains("nope: no such card file or folder");
    }
}
