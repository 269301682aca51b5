package dev.arbiter.cards.deck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.text.CardTextPool;
import org.junit.jupiter.api.Test;

class DeckValidatorTest {

    @Test
    void misspelledCardsAreReportedWithFileAndLine() {
        DeckList deck = DeckListReader.read("red-simple.txt", "20 Mountain\n// burn\n4 Lightning Blot\nSideboard\n1 Nope\n");
        assertThat(DeckValidator.unknownCards(deck, CardTextPool.bundled()::contains)).containsExactly(
                "red-simple.txt:3: unknown card \"Lightning Blot\"",
                "red-simple.txt:5: unknown card \"Nope\"");
    }

    @Test
    void everyCardOfTheBundledDecksIsInTheBundledPool() {
        for (String name : DeckListReader.bundledNames()) {
            assertThat(DeckValidator.unknownCards(DeckListReader.bundled(name), CardTextPool.bundled()::contains))
                    .as(name).isEmpty();
        }
    }
}
