package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code bench --board large --playouts N}: the large board timed over N playouts; refused without the large board. */
class BenchPlayoutsOptionTest {

    @Test
    void theLargeBoardIsTimedOverTheAskedPlayouts() {
        DeckCommandTest.Run r = DeckCommandTest.run("bench", "--games", "2", "--warmup", "0", "--board", "large",
                "--playouts", "3");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("large board (3 playouts after 3;");
    }

    @Test
    void playoutsWithoutTheLargeBoardOrBelowOneAreRefused() {
        DeckCommandTest.Run small = DeckCommandTest.run("bench", "--games", "2", "--playouts", "3");
        assertThat(small.status()).isEqualTo(2);
        assertThat(small.err()).contains("--playouts needs --board large");
        DeckCommandTest.Run zero = DeckCommandTest.run("bench", "--games", "2", "--board", "large", "--playouts", "0");
        assertThat(zero.status()).isEqualTo(2);
    }
}
