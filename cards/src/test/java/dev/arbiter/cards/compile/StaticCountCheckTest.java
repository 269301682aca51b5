package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Who;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 613.4c, 107.1: a static count the layers can't read fails closed in the compiler instead of counting 0. */
class StaticCountCheckTest {
    private static StaticAbility perCount(Amount count) {
        return new StaticAbility(new StaticEffect.ModifyPowerToughnessPerCount(new Affected.Self(), 1, 1, count,
                new Condition.Always()), "~ gets +1/+1 for each ...");
    }

    @Test
    void countsTheLayersReadAreAccepted() {
        assertNull(StaticCountCheck.unreadable(List.of(perCount(new Amount.BasicLandTypes()))));
        assertNull(StaticCountCheck.unreadable(List.of(perCount(new Amount.Half(new Amount.BasicLandTypes(), true)))));
        // 122.1: the source's own counters, read by the layers as they apply (Glacial Plating)
        assertNull(StaticCountCheck.unreadable(List.of(perCount(new Amount.CountersOnSource("age")))));
        // 119.1, 613.4c: your life total (Death's Shadow), judged afresh in each state (OutsideInputs)
        assertNull(StaticCountCheck.unreadable(List.of(perCount(new Amount.LifeTotal(new Who.You())))));
    }

    @Test
    void aCountTheLayersCantReadIsRefused() {
        String reason = StaticCountCheck.unreadable(List.of(perCount(new Amount.LifeTotal(new Who.EachOpponent()))));
        assertNotNull(reason);
        assertTrue(reason.contains("613.4c"), reason);
        assertNotNull(StaticCountCheck.unreadable(List.of(perCount(new Amount.Half(new Amount.X(), false)))));
        assertNotNull(StaticCountCheck.unreadable(List.of(new StaticAbility(
                new StaticEffect.CharacteristicPowerToughness(new Amount.LifeTotal(new Who.EachOpponent()), new Amount.Fixed(1)),
                "~'s power is equal to your opponents' life totals."))));
    }

    @Test
    void cardsCountingPermanentsStillCompile() {
        // 107.1: "equal to the number of Swamps you control" / "each other creature named ~" are read by the layers
        for (String name : List.of("Nightmare", "Keldon Warlord", "Plague Rats")) {
            assertNull(StaticCountCheck.unreadable(Compiled.supported(name).abilities()), name);
        }
    }
}
