package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.PlayerState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {S} is paid only with mana from a snow source (107.4h, 106.3), in the pool or from a source tapped now. */
class SnowManaPaymentTest {
    static final ManaPool B = ManaPool.parse("{B}");

    static ManaSource swamp(int id, boolean snow) {
        return new ManaSource(id, List.of(new ManaSource.Option(0, B)), snow);
    }

    @Test
    void nonSnowPoolManaCantPaySnow() {
        assertThat(ManaPayment.plan(ManaCost.parse("{S}"), B, ManaPool.EMPTY, List.of(), 20, false)).isNull();
        assertThat(ManaPayment.plan(ManaCost.parse("{S}"), ManaPool.EMPTY, ManaPool.EMPTY, List.of(swamp(1, false)),
                20, false)).isNull();
    }

    @Test
    void snowPoolManaPaysSnowAndIsRecordedAsSnowSpent() {
        PaymentPlan p = ManaPayment.plan(ManaCost.parse("{S}"), ManaPool.parse("{B}{B}"), B, List.of(), 20, false);
        assertThat(p).isNotNull();
        assertThat(p.snowSpend()).isEqualTo(B);
    }

    @Test
    void aSnowSourceTappedNowPaysSnow() {
        PaymentPlan p = ManaPayment.plan(ManaCost.parse("{S}"), ManaPool.EMPTY, ManaPool.EMPTY,
                List.of(swamp(1, false), swamp(2, true)), 20, false);
        assertThat(p.activations()).extracting(PaymentPlan.Use::object).containsExactly(2);
    }

    @Test
    void colouredSymbolsTakeNonSnowManaFirst() {
        // pool {B}{B}, one of them snow: {B}{S} is payable only if {B} takes the non-snow one.
        assertThat(ManaPayment.plan(ManaCost.parse("{B}{S}"), ManaPool.parse("{B}{B}"), B, List.of(), 20, false))
                .isNotNull();
        assertThat(ManaPayment.plan(ManaCost.parse("{1}{S}{S}"), ManaPool.parse("{B}{B}{B}"), B, List.of(), 20, false))
                .isNull();
    }

    @Test
    void thePoolsSnowPartNeverExceedsThePool() {
        PlayerState p = PlayerState.create(0, "a", 20, 0).withPool(ManaPool.parse("{B}{B}")).withSnow(B);
        assertThat(p.withPool(B).snow()).isEqualTo(B); // non-snow taken first
        assertThat(p.withPool(ManaPool.EMPTY).snow()).isEqualTo(ManaPool.EMPTY); // 500.4: the pool empties
    }
}
