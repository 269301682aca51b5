package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.deck.DeckReader;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.ResourceText;
import dev.arbiter.engine.card.CardDefinition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CardSourcesTest {

    @TempDir
    Path dir;

    private Path sampleJson() throws IOException {
        Path p = dir.resolve("AtomicCards.json");
        Files.writeString(p, ResourceText.read("/dev/arbiter/cards/mtgjson/AtomicCards-sample.json"));
        return p;
    }

    @Test
    void thePublic2022ListIsBundledAndReadOnUse() {
        CardPool standard = CardSources.standard();
        assertThat(CardPool.bundled().contains("Aarakocra Sneak")).isFalse();
        assertThat(standard.contains("Aarakocra Sneak")).isTrue();
        assertThat(standard.text("Aarakocra Sneak")).get().extracting(t -> t.pos().toString())
                .isEqualTo("all-2022-public.txt:16");
        assertThat(standard.size()).isGreaterThan(11_000);
        // The bundled card files come first: their texts are used for names both have.
        assertThat(standard.text("Lightning Bolt").orElseThrow().pos().file()).isNotEqualTo("all-2022-public.txt");
    }

    @Test
    void cardsOfThe2022ListThatDontFollowTheFormatAreUnknownWithTheReason() {
        CardPool standard = CardSources.standard();
        String host = "Adorable Kitten"; // "Host Creature": a type the card format doesn't know
        assertThat(standard.text(host)).isEmpty();
        assertThat(standard.readError(host)).get().asString().startsWith("all-2022-public.txt:").contains("Host");
        DeckVerdict v = DeckLegality.check("d.txt", DeckReader.read("d.txt", "1 Adorable Kitten\n"), standard,
                GameFormat.CASUAL, true);
        assertThat(v.problems()).singleElement().asString().startsWith("d.txt:1: unknown card \"Adorable Kitten\" (all-2022-public.txt:");
    }

    @Test
    void mtgJsonAtomicCardsAddSingleFacedCardsAndRefuseOthersWithTheReason() throws IOException {
        CardPool pool = CardSources.withUserCards(List.of(sampleJson()), false);
        assertThat(pool.find("Zephyr Falcon")).get().isInstanceOf(CompileResult.Supported.class);
        CardDefinition falcon = pool.definition("Zephyr Falcon");
        assertThat(falcon.power()).isEqualTo(1);
        assertThat(falcon.name()).isEqualTo("Zephyr Falcon");
        assertThat(falcon.abilities()).hasSize(2);
        assertThat(pool.text("Kird Ape").orElseThrow().rules()).singleElement()
                .satisfies(l -> assertThat(l.pos()).hasToString(dir.resolve("AtomicCards.json") + " (Kird Ape):3"));
        CardText arbor = pool.text("Dryad Arbor").orElseThrow();
        assertThat(arbor.colorIndicator()).isPresent();
        assertThat(arbor.types()).containsExactly("Land", "Creature");
        assertThat(pool.text("Fire // Ice")).isEmpty();
        assertThat(pool.readError("Fire // Ice")).get().asString().contains("multi-face card (MTGJSON layout split)");
        assertThat(pool.readError("Broken Thing")).get().asString()
                .startsWith(dir.resolve("AtomicCards.json") + " (Broken Thing):1: ");
        // MTGJSON is bulk data: the bundled text of a card both have is kept.
        assertThat(pool.text("Llanowar Elves").orElseThrow().pos().file()).doesNotContain("AtomicCards");
    }

    @Test
    void cardFormatFilesReplaceBundledCardsAndLaterPathsWin() throws IOException {
        Path first = dir.resolve("a.txt");
        Files.writeString(first, "# my cards\n\nGrizzly Bears {1}{G}\nCreature — Bear 3/3\n\nHomebrew Bear {G}\nCreature — Bear 2/1\nTrample\n");
        Path second = dir.resolve("sub");
        Files.createDirectories(second);
        Files.writeString(second.resolve("b.txt"), "Homebrew Bear {G}{G}\nCreature — Bear 3/2\n");
        Files.writeString(second.resolve("notes.md"), "not cards");
        CardPool pool = CardSources.withUserCards(List.of(first, second), false);
        assertThat(pool.definition("Grizzly Bears").power()).isEqualTo(3);
        assertThat(pool.text("Grizzly Bears").orElseThrow().pos()).hasToString(first + ":3");
        assertThat(pool.definition("Homebrew Bear").power()).isEqualTo(3);
        assertThat(CardPool.bundled().definition("Grizzly Bears").power()).isEqualTo(2);
    }

    @Test
    void badCardFileLinesAreThatCardsErrorWithFileAndLine() throws IOException {
        Path f = dir.resolve("bad.txt");
        Files.writeString(f, "Good Bear {G}\nCreature — Bear 2/2\n\nBad Bear {G}\nCreature — Bear\n");
        CardPool pool = CardSources.withUserCards(List.of(f), false);
        assertThat(pool.contains("Good Bear")).isTrue();
        assertThat(pool.readError("Bad Bear")).get().asString().startsWith(f + ":5: ");
    }

    @Test
    void missingPathsAndBadJsonNameTheFile() throws IOException {
        assertThatThrownBy(() -> CardSources.withUserCards(List.of(dir.resolve("nope")), false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nope: no such card file or folder");
        Path bad = dir.resolve("cards.json");
        Files.writeString(bad, "{\"data\": {\"X\": [}\n");
        assertThatThrownBy(() -> CardSources.withUserCards(List.of(bad), false))
                .hasMessageStartingWith(bad + ":1: not valid JSON");
        Files.writeString(bad, "[1, 2]");
        assertThatThrownBy(() -> CardSources.withUserCards(List.of(bad), false))
                .hasMessageContaining("not an MTGJSON AtomicCards file");
    }

    @Test
    void userFolderFollowsXdgConfigHome() {
        assertThat(CardSources.userFolder(Map.of("XDG_CONFIG_HOME", "/x/conf"), "/home/u"))
                .isEqualTo(Path.of("/x/conf/arbiter/cards"));
        assertThat(CardSources.userFolder(Map.of(), "/home/u")).isEqualTo(Path.of("/home/u/.config/arbiter/cards"));
    }

    @Test
    void lookupsCompileOnlyTheCardsAsked() {
        CardPool pool = CardSources.withUserCards(List.of(), true);
        assertThat(pool.find("Abandon Reason")).isPresent();
        assertThat(pool.find("abandon   REASON")).isPresent();
    }
}
