package dev.arbiter.cards.pool;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.deck.DeckReader;
import dev.arbiter.cards.text.CardTextReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeckStatsTest {

    @Test
    void curveColoursTypesAndSupportedShare() {
        DeckStats s = DeckStats.of(DeckReader.read("d.txt", """
                10 Forest
                6 Mountain
                4 Llanowar Elves
                4 Lightning Bolt
                2 Craw Wurm
                1 Gibberish Golem
                3 Lightning Blot
                """), CardPool.bundled().withExtra(CardTextReader.read("odd.txt", """
                Gibberish Golem {3}{U}{U}
                Artifact Creature — Golem 3/3
                Flibber the jabberwock thrice.
                """)));
        assertThat(s.cards()).isEqualTo(30);
        assertThat(s.curve()[1]).isEqualTo(8);   // Llanowar Elves {G}, Lightning Bolt {R}
        assertThat(s.curve()[6]).isEqualTo(2);   // Craw Wurm {4}{G}{G}
        assertThat(s.curve()[5]).isEqualTo(1);   // Gibberish Golem {3}{U}{U}
        assertThat(s.colors()).containsEntry("green", 6).containsEntry("red", 4).containsEntry("blue", 1)
                .containsEntry("colorless", 16);
        assertThat(s.types()).containsEntry("Land", 16).containsEntry("Instant", 4)
                .containsEntry("Artifact", 1).containsEntry("Creature", 7).doesNotContainKey("Sorcery");
        assertThat(s.unknown()).isEqualTo(3);
        assertThat(s.unsupported()).isEqualTo(1);
        assertThat(s.supported()).isEqualTo(26);
        assertThat(s.supportedPercent()).isEqualTo(87);
    }

    @Test
    void manaValueCountsNumbersHybridAndIgnoresX() {
        assertThat(DeckStats.manaValue(List.of("X", "R"))).isEqualTo(1);
        assertThat(DeckStats.manaValue(List.of("2", "G", "G"))).isEqualTo(4);
        assertThat(DeckStats.manaValue(List.of("2/W", "2/W"))).isEqualTo(4);
        assertThat(DeckStats.manaValue(List.of("W/U", "G/P"))).isEqualTo(2);
        assertThat(DeckStats.manaValue(List.of())).isZero();
    }
}
