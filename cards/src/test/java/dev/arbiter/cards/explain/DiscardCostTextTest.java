package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.compiled;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** 701.9: a discard cost names cards ("a black card"), never "a black permanent card" (the filter has no type). */
class DiscardCostTextTest {

    @Test
    void discardAColouredCardReadsAsWritten() {
        assertThat(lines(compiled("Test Sorcerer {2}{U}\nCreature — Human Wizard 1/1\n{T}, Discard a black card: Draw a card.\n")))
                .containsExactly("{T}, Discard a black card: Draw a card.");
        assertThat(lines(compiled("Test Sorcerer {2}{U}\nCreature — Human Wizard 1/1\n{T}, Discard a creature card: Draw a card.\n")))
                .containsExactly("{T}, Discard a creature card: Draw a card.");
    }
}
