package dev.arbiter.agents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: decks drawn at random (seeded) from the cards of the public 2022 list that the
 * compiler supports play whole random games with every invariant holding after every choice, no
 * exception escaping, and exact replays; a failure names its seed. Each deck is two colours: 24
 * basic lands and 36 nonland cards of those colours (or colourless), four of each of nine cards.
 */
class PublicCardsRandomDecksPropertyTest {
    static final int DECK_PAIRS = Integer.getInteger("arbiter.publicDeckPairs", 40);
    static final int GAMES_PER_PAIR = 2;

    @Test
    void randomDecksOfSupportedPublicCardsKeepEveryInvariant() throws Exception {
        List<CardDefinition> supported = PublicCardDecks.supported(d -> (d.types() & CardType.LAND.bit()) == 0);
        assertThat(supported).as("supported nonland cards of the public list").hasSizeGreaterThan(1000);
        PublicCardDecks.playPairs(supported, DECK_PAIRS, GAMES_PER_PAIR);
    }
}
