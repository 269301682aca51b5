package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import org.junit.jupiter.api.Test;

class StaticCombatLinesTest {

    private static StaticEffect line(String rulesLine) {
        return ((StaticAbility) Compiled.only("Test Orc {1}{R}\nCreature — Orc 2/2\n" + rulesLine + "\n")).effect();
    }

    @Test
    void restrictionsAndRequirementsOfTheCreatureItself() {
        assertThat(line("~ can't block.")).isEqualTo(new StaticEffect.CantBlock());
        assertThat(line("Test Orc can't attack.")).isEqualTo(new StaticEffect.CantAttack());
        assertThat(line("~ attacks each combat if able.")).isEqualTo(new StaticEffect.AttacksEachCombat());
        assertThat(line("~ blocks each combat if able.")).isEqualTo(new StaticEffect.BlocksEachCombat());
        assertThat(line("~ can't block creatures with power 3 or greater."))
                .isEqualTo(new StaticEffect.CantBlockPowerAtLeast(3));
    }

    @Test
    void staticAbilityKeepsItsText() {
        StaticAbility a = (StaticAbility) Compiled.abilities("Hulking Goblin").get(0);
        assertThat(a.text()).isEqualTo("~ can't block.");
    }

    @Test
    void otherCombatLinesAreUnsupported() {
        assertThat(Compiled.unsupported("Test Relic {1}{R}\nCreature — Orc 2/2\n~ attacks or blocks each combat if able.\n")
                .category()).isEqualTo("other combat restriction");
        assertThat(Compiled.inline("Test Relic {1}{R}\nCreature — Orc 2/2\n~ can't be blocked.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }
}
