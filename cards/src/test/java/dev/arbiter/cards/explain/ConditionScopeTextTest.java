package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.compiled;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Renderings that read as a different meaning if worded loosely (issue 11 audit): a condition's body stays one sentence
 * (608.2c), "modified" is an adjective of the noun (700.9), a self-sacrifice trigger names the card.
 */
class ConditionScopeTextTest {

    @Test
    void anInstructionAfterAConditionStaysInsideIt() {
        var tombs = compiled("""
                Test Tombs {2}{B}{B}
                World Enchantment
                At the beginning of each player's upkeep, that player may sacrifice a creature. If that player doesn't, they lose 5 life and you sacrifice Test Tombs.
                """);
        assertThat(lines(tombs)).containsExactly("At the beginning of each player's upkeep, that player may sacrifice a"
                + " creature. If they don't, that player loses 5 life and you sacrifice Test Tombs.");
        var queen = compiled("""
                Test Queen {2}{B}{G}
                Sorcery
                You may sacrifice another permanent. If you do, you gain 1 life and draw a card.
                """);
        assertThat(lines(queen)).containsExactly(
                "You may sacrifice another permanent. If you do, you gain 1 life and you draw a card.");
    }

    @Test
    void modifiedIsAnAdjectiveAndASelfSacrificeNamesTheCard() {
        var renegade = compiled("""
                Test Renegade {1}{R}
                Creature — Human Samurai 1/3
                Test Renegade gets +2/+0 for each other modified creature you control.
                """);
        assertThat(lines(renegade)).containsExactly("Test Renegade gets +2/+0 for each other modified creature you control.");
        var ordeal = compiled("""
                Test Ordeal {1}{U}
                Enchantment
                When you sacrifice Test Ordeal, draw two cards.
                """);
        assertThat(lines(ordeal)).containsExactly("When you sacrifice Test Ordeal, draw two cards.");
    }

    @Test
    void aTrailingConditionGovernsTheFirstSentence() {
        var rend = compiled("""
                Test Rend {1}{B}
                Instant
                Destroy target creature if it's white. A creature destroyed this way can't be regenerated.
                """);
        assertThat(lines(rend)).containsExactly("Destroy target creature if it's white. It can't be regenerated.");
    }

    @Test
    void severalTargetCardsComeFromGraveyards() {
        var horde = compiled("""
                Test Horde {4}{B}
                Sorcery
                Exile up to two target cards from graveyards.
                """);
        assertThat(lines(horde)).containsExactly("Exile up to two target cards from graveyards.");
    }
}
