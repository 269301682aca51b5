package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Issue 11 (audits): the random public-deck property test narrowed to a list of card names, one a line, given by
 * {@code -Darbiter.publicDeckNames=FILE} (say, the cards a stop newly supports), so that every deck is built from them
 * and each of them is played many times; {@code -Darbiter.publicDeckPairs=N} deck pairs (default 40). Skipped without
 * the file.
 */
class PublicCardsNamedRandomDecksPropertyTest {
    @Test
    void randomDecksOfTheNamedCardsKeepEveryInvariant() throws Exception {
        String file = System.getProperty("arbiter.publicDeckNames");
        Assumptions.assumeTrue(file != null, "no -Darbiter.publicDeckNames=FILE");
        Set<String> names = new HashSet<>();
        for (String line : Files.readAllLines(Path.of(file))) if (!line.isBlank()) names.add(line.strip());
        List<CardDefinition> cards = PublicCardDecks.supported(
                d -> (d.types() & CardType.LAND.bit()) == 0 && names.contains(d.name()));
        assertThat(cards).as("supported nonland cards named in " + file).isNotEmpty();
        PublicCardDecks.playPairs(cards, PublicCardsRandomDecksPropertyTest.DECK_PAIRS,
                PublicCardsRandomDecksPropertyTest.GAMES_PER_PAIR);
    }
}
