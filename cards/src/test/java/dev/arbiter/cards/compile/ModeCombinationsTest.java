package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Modal spells whose caster chooses several modes (700.2): each allowed set of modes is one choice. */
class ModeCombinationsTest {

    @Test
    void chooseOneOrBothOffersEachModeAndBothWithTargetsNumberedAcrossThem_700_2() {
        SpellAbility s = (SpellAbility) Compiled.only("""
                Artful Takedown {2}{U}{B}
                Instant
                Choose one or both —
                • Tap target creature.
                • Target creature gets -2/-4 until end of turn.
                """);
        assertThat(s.modes()).extracting(SpellAbility::text).containsExactly("Tap target creature.",
                "Target creature gets -2/-4 until end of turn.",
                "Tap target creature. + Target creature gets -2/-4 until end of turn.");
        SpellAbility both = s.mode(2);
        assertThat(both.targets()).hasSize(2);
        assertThat(((Effect.Sequence) both.effect()).effects()).hasSize(2);
    }

    @Test
    void chooseTwoOffersOnlyPairsOfDifferentModesInPrintedOrder_700_2() {
        SpellAbility s = (SpellAbility) Compiled.only("""
                Test Command {4}{W}{W}
                Sorcery
                Choose two —
                • Destroy all artifacts.
                • Destroy all enchantments.
                • Destroy all creatures.
                """);
        assertThat(s.modes()).extracting(SpellAbility::text).containsExactly(
                "Destroy all artifacts. + Destroy all enchantments.",
                "Destroy all artifacts. + Destroy all creatures.",
                "Destroy all enchantments. + Destroy all creatures.");
    }

    @Test
    void subsetsAreInIncreasingOrder() {
        assertThat(ModeCombinations.subsets(4, 3)).containsExactly(List.of(0, 1, 2), List.of(0, 1, 3), List.of(0, 2, 3),
                List.of(1, 2, 3));
    }
}
