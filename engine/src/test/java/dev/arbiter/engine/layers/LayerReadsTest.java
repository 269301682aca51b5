package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticEffect;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 13: what the layer system reads of a filter, condition or static ability, and what an operation writes. */
class LayerReadsTest {
    /** LayerReads.ofFilter names every part of a filter; a new part must be classified there first. */
    @Test
    void everyPartOfAFilterIsClassified() {
        assertThat(names(ObjectFilter.class)).containsExactly("anyOfTypes", "excludedTypes", "controller", "subtype",
                "colorMask", "withKeywords", "other", "attackingYou", "more");
        assertThat(names(FilterQualities.class)).containsExactly("supertypes", "excludedSupertypes", "excludedColors",
                "colorless", "multicolored", "tapped", "attacking", "blocking", "token", "withoutKeywords", "power",
                "manaValue", "anySubtypes", "excludedSubtype", "allTypes", "chosen", "counters");
    }

    /** 122.1: "with a +1/+1 counter on it" reads the counters, not the tapped status or combat. */
    @Test
    void aCounterQualityReadsCounters() {
        StaticEffect ceratok = new StaticEffect.ModifyPowerToughness(new Affected.All(ObjectFilter.creatures()
                .withQualities(FilterQualities.NONE.counters(new FilterQualities.CounterCount("+1/+1", 1, Integer.MAX_VALUE)))),
                1, 1, new Condition.Always());
        assertThat(LayerReads.ofStatic(ceratok) & LayerReads.COUNTERS).isNotZero();
        assertThat(LayerReads.ofStatic(ceratok) & (LayerReads.TAPPED | LayerReads.COMBAT)).isZero();
    }

    @Test
    void tappedAndCombatAreReadOnlyWhereAsked() {
        StaticEffect anthem = new StaticEffect.ModifyPowerToughness(new Affected.All(ObjectFilter.creatures()), 1, 1,
                new Condition.Always());
        assertThat(LayerReads.ofStatic(anthem) & (LayerReads.TAPPED | LayerReads.COMBAT)).isZero();
        assertThat(LayerReads.ofStatic(anthem) & LayerReads.TYPES).isNotZero();

        StaticEffect castle = new StaticEffect.ModifyPowerToughness(new Affected.All(ObjectFilter.creatures()
                .withQualities(FilterQualities.NONE.tapped(FilterQualities.Tri.NO))), 0, 2, new Condition.Always());
        assertThat(LayerReads.ofStatic(castle) & LayerReads.TAPPED).isNotZero();

        StaticEffect watchdog = new StaticEffect.ModifyPowerToughness(new Affected.All(ObjectFilter.creatures()
                .attackingSourceController()), -1, 0, new Condition.SourceUntapped());
        assertThat(LayerReads.ofStatic(watchdog) & LayerReads.TAPPED).isNotZero();
        assertThat(LayerReads.ofStatic(watchdog) & LayerReads.COMBAT).isNotZero();

        StaticEffect lancer = new StaticEffect.ModifyPowerToughness(new Affected.Self(), 1, 0, new Condition.SourceAttacking());
        assertThat(LayerReads.ofStatic(lancer) & LayerReads.COMBAT).isNotZero();
    }

    @Test
    void anEffectCannotDependOnOneThatWritesNothingItReads() {
        assertThat(LayerReads.writes(new Operation.ModifyPowerToughness(1, 1)) & LayerReads.ofFilter(ObjectFilter.creatures())).isZero();
        assertThat(LayerReads.writes(new Operation.AddTypes(0, List.of("Goblin")))
                & LayerReads.ofFilter(ObjectFilter.creatures().withSubtype("Goblin"))).isNotZero();
        assertThat(LayerReads.writes(new Operation.SetColors(1)) & LayerReads.ofFilter(ObjectFilter.creatures().withColors(1)))
                .isNotZero();
    }

    private static List<String> names(Class<?> record) {
        return Arrays.stream(record.getRecordComponents()).map(c -> c.getName()).toList();
    }
}
