package dev.arbiter.cards.deck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DeckListReaderTest {

    @ParameterizedTest
    @ValueSource(strings = {"red-simple", "green-simple"})
    void bundledDecksHaveSixtyMainCardsAndNoSideboard(String deck) {
        DeckList list = DeckListReader.bundled(deck);
        assertThat(list.name()).isEqualTo(deck);
        assertThat(list.mainCount()).isEqualTo(60);
        assertThat(list.main()).hasSize(11);
        assertThat(list.sideboard()).isEmpty();
    }

    @Test
    void bundledDeckNamesComeFromTheIndex() {
        assertThat(DeckListReader.bundledNames()).containsExactly("red-simple", "green-simple");
    }

    @Test
    void bundledRedDeckEntriesKeepTheirLines() {
        DeckList red = DeckListReader.bundled("red-simple");
        assertThat(red.main().get(0)).isEqualTo(new DeckEntry(20, "Mountain", red.main().get(0).pos()));
        assertThat(red.main().get(0).pos()).hasToString("red-simple.txt:2");
        assertThat(red.main().get(2).name()).isEqualTo("Mons's Goblin Raiders");
    }

    @Test
    void countsMayBeWrittenWithAnX() {
        DeckList list = DeckListReader.read("d.txt", "4x Lightning Bolt\n3X Shock\n20 Mountain\n");
        assertThat(list.main()).extracting(DeckEntry::count).containsExactly(4, 3, 20);
        assertThat(list.main()).extracting(DeckEntry::name).containsExactly("Lightning Bolt", "Shock", "Mountain");
    }

    @Test
    void sideboardHeaderStartsTheSideboard() {
        DeckList list = DeckListReader.read("d.txt", """
                // main deck
                4 Lightning Bolt

                20 Mountain
                Sideboard:
                2 Shatter
                """);
        assertThat(list.main()).extracting(DeckEntry::name).containsExactly("Lightning Bolt", "Mountain");
        assertThat(list.sideboard()).extracting(DeckEntry::name).containsExactly("Shatter");
        assertThat(list.sideboard().get(0).pos()).hasToString("d.txt:6");
    }

    @Test
    void sideboardHeaderIsCaseInsensitiveWithOptionalColon() {
        assertThat(DeckListReader.read("d.txt", "1 Shock\nSIDEBOARD\n1 Fog\n").sideboard()).hasSize(1);
        assertThat(DeckListReader.read("d.txt", "1 Shock\nsideboard:\n1 Fog\n").sideboard()).hasSize(1);
    }

    @Test
    void blankLineAfterTheMainDeckStartsTheSideboard() {
        DeckList list = DeckListReader.read("d.txt", """
                Deck
                4 Lightning Bolt (M10) 146
                20 Mountain

                2 Shatter
                1 Fog

                """);
        assertThat(list.main()).extracting(DeckEntry::name).containsExactly("Lightning Bolt", "Mountain");
        assertThat(list.sideboard()).extracting(DeckEntry::name).containsExactly("Shatter", "Fog");
        assertThat(list.mainCount()).isEqualTo(24);
        assertThat(list.sideboardCount()).isEqualTo(3);
    }

    @Test
    void blankLinesBeforeTheFirstEntryDoNotStartTheSideboard() {
        DeckList list = DeckListReader.read("d.txt", "\n// comment\n\n4 Shock\n");
        assertThat(list.main()).hasSize(1);
        assertThat(list.sideboard()).isEmpty();
    }

    @Test
    void sbPrefixedLinesGoToTheSideboard() {
        DeckList list = DeckListReader.read("d.txt", "4 Shock\n\n20 Mountain\nSB: 2 Shatter\nSB:1 Fog\n");
        assertThat(list.main()).extracting(DeckEntry::name).containsExactly("Shock", "Mountain");
        assertThat(list.sideboard()).extracting(DeckEntry::count).containsExactly(2, 1);
    }

    @Test
    void commentsAreIgnoredIncludingTrailingOnes() {
        DeckList list = DeckListReader.read("d.txt", "# hash\n// slashes\n4 Shock // burn\n  # indented\n");
        assertThat(list.main()).singleElement().satisfies(e -> {
            assertThat(e.name()).isEqualTo("Shock");
            assertThat(e.pos()).hasToString("d.txt:3");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"Lightning Bolt", "0 Lightning Bolt", "four Lightning Bolt", "4", "4x", "-1 Shock",
        "99999999999 Shock", "SB: Shatter"})
    void badLinesNameTheFileAndLine(String bad) {
        assertThatThrownBy(() -> DeckListReader.read("bad.txt", "4 Shock\n" + bad + "\n"))
                .isInstanceOf(DeckFormatException.class)
                .hasMessageStartingWith("bad.txt:2: ")
                .extracting(e -> ((DeckFormatException) e).pos().line()).isEqualTo(2);
    }

    @Test
    void unknownBundledDeckIsAnError() {
        assertThatThrownBy(() -> DeckListReader.bundled("no-such-deck")).isInstanceOf(IllegalArgumentException.class);
    }
}
