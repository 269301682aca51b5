package dev.arbiter.cli;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.server.ArbiterServer;
import dev.arbiter.server.game.DeckCatalog;
import dev.arbiter.server.game.NewGame;
import dev.arbiter.server.store.GameRecord;
import dev.arbiter.server.store.JdbcGameStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import static dev.arbiter.cli.DeckCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter serve --cards --deck}: the server offers the user's decks, with the user's cards, checked like {@code deck check}. */
class ServeCardsTest {
    @TempDir
    Path dir;

    private static final String HOMEBREW = "Homebrew Bear {G}\nCreature — Bear 2/1\nTrample\n";

    private ServeCommand parse(String... args) {
        ServeCommand c = new ServeCommand();
        new CommandLine(c).parseArgs(args);
        return c;
    }

    @Test
    void aDeckFileWithCardsFromCardsFilesIsOfferedAndPlayed() throws IOException {
        Path cards = Files.writeString(dir.resolve("mine.txt"), HOMEBREW);
        Path deck = Files.writeString(dir.resolve("bears.txt"), "4 Homebrew Bear\n56 Forest\n");
        DeckCatalog catalog = parse("--cards", cards.toString(), "--deck", deck.toString()).catalog();
        assertThat(catalog.names()).contains("red-simple", "green-simple", "bears");
        List<CardDefinition> built = catalog.cards("bears");
        assertThat(built).hasSize(60);
        assertThat(built.stream().filter(c -> c.name().equals("Homebrew Bear")).count()).isEqualTo(4);
        assertThat(catalog.pool().contains("Homebrew Bear")).isTrue();
        assertThat(catalog.listed().contains("Homebrew Bear")).as("the card search lists user cards").isTrue();

        try (ArbiterServer server = new ArbiterServer(JdbcGameStore.open("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1"),
                catalog)) {
            String id = server.games().create(new NewGame("alice", "bears", "ai", "random", null, "red-simple", 4L, null)).id();
            GameRecord rec = server.games().live(id).orElseThrow().meta();
            assertThat(rec.players().get(0).cards()).contains("Homebrew Bear");
            // The record rebuilds with this server's pool (a restart with the same --cards resumes it).
            assertThat(server.games().setup(rec).players().get(0).deck()).hasSize(60);
        }
    }

    @Test
    void aRecordedDeckWithCardsThePoolLacksIsAClearError() throws IOException {
        Path cards = Files.writeString(dir.resolve("mine.txt"), HOMEBREW);
        Path deck = Files.writeString(dir.resolve("bears.txt"), "4 Homebrew Bear\n56 Forest\n");
        DeckCatalog with = parse("--cards", cards.toString(), "--deck", deck.toString()).catalog();
        List<String> names = with.cards("bears").stream().map(CardDefinition::name).toList();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> DeckCatalog.bundled().byNames(names))
                .hasMessageContaining("\"Homebrew Bear\", which this server's card pool lacks");
    }

    @Test
    void anIllegalDeckFileStopsTheServerWithTheDeckCheckMessages() throws IOException {
        Path small = Files.writeString(dir.resolve("small.txt"), "5 Forest\n");
        DeckCommandTest.Run r = run("serve", "--port", "0", "--deck", small.toString());
        assertThat(r.status()).isEqualTo(2);
        String check = run("deck", "check", small.toString()).out();
        assertThat(check).contains("60");
        assertThat(r.err()).startsWith("arbiter serve: ").contains(small.toString()).contains("60");
        // Casual accepts it.
        assertThat(parse("--deck", small.toString(), "--format", "casual").catalog().names()).contains("small");
    }

    @Test
    void unknownCardsAndMissingFilesAreNamed() throws IOException {
        Path deck = Files.writeString(dir.resolve("odd.txt"), "4 Nonexistent Thing\n56 Forest\n");
        DeckCommandTest.Run r = run("serve", "--port", "0", "--deck", deck.toString());
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains(deck + ":1: unknown card \"Nonexistent Thing\"");
        DeckCommandTest.Run missing = run("serve", "--port", "0", "--deck", dir.resolve("none.txt").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no deck file or folder " + dir.resolve("none.txt"));
        Path copy = Files.writeString(dir.resolve("red-simple.txt"), "60 Mountain\n");
        assertThat(run("serve", "--port", "0", "--deck", copy.toString()).err())
                .contains("a deck named \"red-simple\" is offered already");
    }
}
