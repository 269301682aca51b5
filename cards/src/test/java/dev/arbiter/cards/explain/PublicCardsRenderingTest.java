package dev.arbiter.cards.explain;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.pool.CardSources;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every supported card of the bundled pool and the public 2022 list rendered back into words without error. The
 * renderer reads only the compiled abilities, so an error here is usually a compiled card at odds with itself (an
 * effect naming a target its ability doesn't have: such a card compiles and then does nothing).
 */
class PublicCardsRenderingTest {

    @Test
    void everySupportedCardOfThePublicListRendersWithoutError() {
        List<CardDefinition> supported = CardSources.standard().supported();
        assertThat(supported.size()).isGreaterThan(5_000);
        List<String> failures = new ArrayList<>();
        for (CardDefinition def : supported) {
            try {
                CardExplainer.lines(def);
            } catch (RuntimeException e) {
                failures.add(def.name() + ": " + e.getMessage());
            }
        }
        assertThat(failures).isEmpty();
    }
}
