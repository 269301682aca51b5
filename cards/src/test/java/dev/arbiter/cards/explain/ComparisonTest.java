package dev.arbiter.cards.explain;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.pool.CardPool;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What normalisation forgives, and that it still sees a rendering that says something else. */
class ComparisonTest {

    private static boolean same(String name, List<String> oracle, List<String> rendered) {
        return Comparison.of(name, oracle, rendered).same();
    }

    @Test
    void wordingThatChangesNothingIsForgiven() {
        // Reminder text, case, the name as ~ and as "this creature", number words, "enters the battlefield".
        assertThat(same("Test Cat", List.of("When this creature enters the battlefield, draw three cards. (Reminder.)"),
                List.of("when Test Cat enters, draw 3 cards"))).isTrue();
        // Keyword lines: order, line breaks, commas.
        assertThat(same("Test Cat", List.of("Flying", "First strike, protection from black and from red"),
                List.of("First strike, flying, protection from black, protection from red"))).isTrue();
        // Ability words, the short name of a legendary card, clause joints, "you draw".
        assertThat(same("Kamahl, Pit Fighter", List.of("Landfall — {T}: Kamahl deals 3 damage to any target. You gain 3 life."),
                List.of("{T}: Kamahl, Pit Fighter deals 3 damage to any target and you gain 3 life."))).isTrue();
        assertThat(same("Test Cat", List.of("You draw two cards and each opponent discards two cards."),
                List.of("Draw two cards, then each opponent discards two cards."))).isTrue();
        // A creature type with or without "creatures"; "All" before a group.
        assertThat(same("Test Cat", List.of("All Sliver creatures have haste.", "Other Goblins get +1/+1."),
                List.of("Sliver creatures have haste.", "Other Goblin creatures get +1/+1."))).isTrue();
        // Spell paragraphs rendered as one ability.
        assertThat(same("Test Cat", List.of("Destroy target artifact.", "Draw a card."),
                List.of("Destroy target artifact. Draw a card."))).isTrue();
    }

    @Test
    void aRenderingThatSaysSomethingElseDiffers() {
        assertThat(same("Test Cat", List.of("{3}, {T}: Regenerate target artifact creature."),
                List.of("{3}, {T}: Regenerate target artifact or creature."))).isFalse();
        assertThat(same("Test Cat", List.of("You draw two cards, then each other player draws a card."),
                List.of("Draw two cards, then each opponent draws a card."))).isFalse();
        assertThat(same("Test Cat", List.of("Test Cat gets +1/+1 until end of turn."),
                List.of("Test Cat gets +1/+0 until end of turn."))).isFalse();
        assertThat(same("Test Cat", List.of("Flying", "Vigilance"), List.of("Flying"))).isFalse();
        assertThat(same("Test Cat", List.of("Play with your hand revealed.", "Draw a card."),
                List.of("Draw a card."))).isFalse();
        // A Vehicle is an artifact (301.7): "Vehicle creatures" are fewer than "Vehicles".
        assertThat(same("Test Cat", List.of("Vehicles you control have flying."),
                List.of("Vehicle creatures you control have flying."))).isFalse();
        assertThat(same("Test Cat", List.of("Destroy target creature. You gain 3 life."),
                List.of("You gain 3 life. Destroy target creature."))).isFalse();
    }

    @Test
    void differencesPairTheLinesWithoutCounterpart() {
        Comparison c = Comparison.of("Test Cat", List.of("Flying", "Play with your hand revealed.", "Draw a card."),
                List.of("Flying", "Draw a card."));
        assertThat(c.oracleDiffers()).containsExactly(false, true, false);
        assertThat(c.renderedDiffers()).containsExactly(false, false);
        assertThat(c.differences()).containsExactly(
                new Comparison.Difference("Test Cat", "Play with your hand revealed.", null));
    }

    @Test
    void theReportShowsBothSidesAndMarksTheDifferences() {
        // High Ground's "Each creature you control" comes back as "Creatures you control": both lines are marked
        String report = ExplainReport.of(CardPool.bundled().definition("High Ground"));
        assertThat(report).contains("oracle text:\n  * Each creature you control can block an additional creature each combat.\n")
                .contains("compiled, rendered back:\n  * Creatures you control can block")
                .endsWith("2 lines differ after normalisation (marked *)");
        // "Play with your hand revealed." is a static ability (402.3) and comes back as written
        assertThat(ExplainReport.of(CardPool.bundled().definition("Enduring Renewal")))
                .endsWith("same as the oracle text after normalisation");
        // Words of Wisdom compiled "each other player" as "each opponent" until the report showed it (102.3)
        assertThat(ExplainReport.of(CardPool.bundled().definition("Words of Wisdom")))
                .endsWith("same as the oracle text after normalisation");
        String bolt = ExplainReport.of(CardPool.bundled().definition("Lightning Bolt"));
        assertThat(bolt).isEqualTo("""
                Lightning Bolt {R}
                Instant
                oracle text:
                    Lightning Bolt deals 3 damage to any target.
                compiled, rendered back:
                    Lightning Bolt deals 3 damage to any target.
                same as the oracle text after normalisation""");
    }
}
