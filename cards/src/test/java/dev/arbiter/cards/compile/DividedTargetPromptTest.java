package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.TriggeredAbility;
import org.junit.jupiter.api.Test;

/** The target prompt of divided damage among target permanents names them in words (601.2c, 601.2d). */
class DividedTargetPromptTest {

    @Test
    void dividedDamageAmongTargetCreaturesNamesThemInWords() {
        var ability = (TriggeredAbility) Compiled.only("""
                Test Volcanist {3}{R}
                Creature — Goblin 3/1
                When Test Volcanist enters the battlefield, it deals 3 damage divided as you choose among one, two, or three target creatures.
                """);
        assertThat(ability.targets()).hasSize(1);
        assertThat(ability.targets().get(0).text()).isEqualTo("target creature");
    }
}
