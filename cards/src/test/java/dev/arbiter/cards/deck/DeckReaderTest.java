package dev.arbiter.cards.deck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DeckReaderTest {

    private static final String ARENA = """
            About
            Name Elves Forever

            Commander
            1 Ezuri, Renegade Leader (C15) 4

            Deck
            4 Llanowar Elves (M10) 182
            4 Fire // Ice (MH2) 290
            20 Forest (ZNR) 280 *F*

            Sideboard
            2 Naturalize (M10) 190
            """;

    private static final String DEK = """
            <?xml version="1.0" encoding="utf-8"?>
            <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <NetDeckID>0</NetDeckID>
              <PreconstructedDeckID>0</PreconstructedDeckID>
              <Cards CatID="31357" Quantity="4" Sideboard="false" Name="Llanowar Elves" Annotation="0" />
              <Cards CatID="31359" Quantity="20" Sideboard="false" Name="Forest" Annotation="0" />
              <Cards CatID="32201" Quantity="2" Sideboard="true" Name="Naturalize" Annotation="0" />
            </Deck>
            """;

    private static final String DCK = """
            [metadata]
            Name=Green Stompy
            [Main]
            4 Llanowar Elves|M10|1
            20 Forest|M10
            4 Giant Growth
            [Sideboard]
            2 Naturalize|M10
            [Planes]
            1 Tazeem
            """;

    private static final String MTGO_TXT = """
            4 Llanowar Elves
            20 Forest

            2 Naturalize
            """;

    @Test
    void arenaExportWithHeadersSetCodesAndCollectorNumbers() {
        DeckList d = DeckReader.read("elves.txt", ARENA);
        assertThat(d.format()).isEqualTo(DeckFileFormat.ARENA);
        assertThat(d.name()).isEqualTo("Elves Forever");
        assertThat(d.commander()).extracting(DeckEntry::name).containsExactly("Ezuri, Renegade Leader");
        assertThat(d.main()).extracting(DeckEntry::name).containsExactly("Llanowar Elves", "Fire // Ice", "Forest");
        assertThat(d.main()).extracting(DeckEntry::count).containsExactly(4, 4, 20);
        assertThat(d.sideboard()).extracting(DeckEntry::name).containsExactly("Naturalize");
        assertThat(d.main().get(0).pos()).hasToString("elves.txt:8");
        assertThat(d.mainCount()).isEqualTo(29); // the commander is played in the deck
    }

    @Test
    void arenaExportWithoutHeadersIsRecognisedBySetCodes() {
        DeckList d = DeckReader.read("a.txt", "4 Llanowar Elves (M10) 182\n20 Forest (M10) 246\n\n1 Fog (M10) 177\n");
        assertThat(d.format()).isEqualTo(DeckFileFormat.ARENA);
        assertThat(d.main()).extracting(DeckEntry::name).containsExactly("Llanowar Elves", "Forest");
        assertThat(d.sideboard()).extracting(DeckEntry::name).containsExactly("Fog");
    }

    @Test
    void mtgoDekXml() {
        DeckList d = DeckReader.read("elves.dek", DEK);
        assertThat(d.format()).isEqualTo(DeckFileFormat.MTGO_DEK);
        assertThat(d.name()).isEqualTo("elves");
        assertThat(d.main()).extracting(DeckEntry::name).containsExactly("Llanowar Elves", "Forest");
        assertThat(d.main()).extracting(DeckEntry::count).containsExactly(4, 20);
        assertThat(d.sideboard()).singleElement().satisfies(e -> {
            assertThat(e.name()).isEqualTo("Naturalize");
            assertThat(e.pos()).hasToString("elves.dek:7");
        });
    }

    @Test
    void mtgoDekErrorsNameTheLine() {
        assertThatThrownBy(() -> DeckReader.read("bad.dek", DEK.replace("Quantity=\"20\"", "Quantity=\"many\"")))
                .isInstanceOf(DeckFormatException.class).hasMessageStartingWith("bad.dek:6: ");
        assertThatThrownBy(() -> DeckReader.read("bad.dek", DEK.replace(" Name=\"Naturalize\"", "")))
                .hasMessageStartingWith("bad.dek:7: ").hasMessageContaining("Name");
        assertThatThrownBy(() -> DeckReader.read("bad.dek", DEK.replace("</Deck>", "</Dekc>")))
                .isInstanceOf(DeckFormatException.class).hasMessageStartingWith("bad.dek:8: ");
    }

    @Test
    void mtgoTxtIsAListWithTheSideboardAfterABlankLine() {
        DeckList d = DeckReader.read("elves.txt", MTGO_TXT);
        assertThat(d.format()).isEqualTo(DeckFileFormat.LIST);
        assertThat(d.mainCount()).isEqualTo(24);
        assertThat(d.sideboard()).extracting(DeckEntry::name).containsExactly("Naturalize");
    }

    @Test
    void forgeDck() {
        DeckList d = DeckReader.read("stompy.dck", DCK);
        assertThat(d.format()).isEqualTo(DeckFileFormat.FORGE_DCK);
        assertThat(d.name()).isEqualTo("Green Stompy");
        assertThat(d.main()).extracting(DeckEntry::name).containsExactly("Llanowar Elves", "Forest", "Giant Growth");
        assertThat(d.main()).extracting(DeckEntry::count).containsExactly(4, 20, 4);
        assertThat(d.sideboard()).extracting(DeckEntry::name).containsExactly("Naturalize");
        assertThat(d.sideboard().get(0).pos()).hasToString("stompy.dck:8");
    }

    @Test
    void forgeDckErrorsNameTheLine() {
        assertThatThrownBy(() -> DeckReader.read("bad.dck", DCK.replace("4 Giant Growth", "Giant Growth")))
                .isInstanceOf(DeckFormatException.class).hasMessageStartingWith("bad.dck:6: ");
    }

    @Test
    void theFormatComesFromTheContentNotTheFileName() {
        assertThat(DeckReader.read("deck.txt", DEK).format()).isEqualTo(DeckFileFormat.MTGO_DEK);
        assertThat(DeckReader.read("deck.dek", DCK).format()).isEqualTo(DeckFileFormat.FORGE_DCK);
        assertThat(DeckReader.read("deck.dck", MTGO_TXT).format()).isEqualTo(DeckFileFormat.LIST);
        assertThat(DeckReader.read("deck", "\uFEFF" + DEK).main()).hasSize(2);
    }

    @Test
    void plainListKeepsTrailingCommentsAsComments() {
        DeckList d = DeckReader.read("d.txt", "4 Shock // burn\n");
        assertThat(d.format()).isEqualTo(DeckFileFormat.LIST);
        assertThat(d.main()).extracting(DeckEntry::name).containsExactly("Shock");
    }

    @Test
    void emptyFilesAreEmptyDecks() {
        assertThat(DeckReader.read("e.txt", "").isEmpty()).isTrue();
        assertThat(DeckReader.read("e.txt", "// nothing\n\n").isEmpty()).isTrue();
    }

    @Test
    void arenaLineErrorsNameTheLine() {
        assertThatThrownBy(() -> DeckReader.read("a.txt", "Deck\n4 Llanowar Elves (M10) 182\nLlanowar Elves (M10) 182\n"))
                .isInstanceOf(DeckFormatException.class).hasMessageStartingWith("a.txt:3: ");
    }
}
