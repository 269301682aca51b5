package dev.arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code arbiter cards NAME --explain}: oracle text, the compiled abilities rendered back, differences marked. */
class CardsExplainCommandTest {

    /** Runs the command, capturing what it prints ({@link DeckCommandTest#run}). */
    private static DeckCommandTest.Run run(String... args) {
        return DeckCommandTest.run(args);
    }

    @Test
    void explainPrintsTheOracleTextThenTheRenderedAbilities() {
        DeckCommandTest.Run r = run("cards", "Shivan Dragon", "--explain");
        assertThat(r.status()).isZero();
        assertThat(r.lines()).containsExactly(
                "Shivan Dragon {4}{R}{R}",
                "Creature — Dragon 5/5",
                "oracle text:",
                "    Flying (This creature can't be blocked except by creatures with flying or reach.)",
                "    {R}: Shivan Dragon gets +1/+0 until end of turn.",
                "compiled, rendered back:",
                "    Flying",
                "    {R}: Shivan Dragon gets +1/+0 until end of turn.",
                "same as the oracle text after normalisation");
    }

    @Test
    void aLineRenderedDifferentlyIsMarked() {
        DeckCommandTest.Run r = run("cards", "--explain", "High Ground");
        assertThat(r.lines()).contains("  * Each creature you control can block an additional creature each combat.",
                        "  * Creatures you control can block an additional creature each combat.")
                .last().isEqualTo("2 lines differ after normalisation (marked *)");
    }

    @Test
    void anUnknownCardIsAnErrorAndAnUnsupportedOneSaysWhy() {
        DeckCommandTest.Run unknown = run("cards", "No Such Card", "--explain");
        assertThat(unknown.status()).isEqualTo(1);
        assertThat(unknown.lines()).containsExactly("No Such Card: unknown card");
        // Nothing compiled to render: the line the compiler did not understand is shown instead.
        var unsupported = dev.arbiter.cards.pool.CardPool.bundled().unsupported();
        if (!unsupported.isEmpty()) {
            String name = unsupported.get(0).name();
            DeckCommandTest.Run r = run("cards", name, "--explain");
            assertThat(r.status()).isZero();
            assertThat(r.lines().get(0)).startsWith(name + ": UNSUPPORTED at ");
        }
    }
}
