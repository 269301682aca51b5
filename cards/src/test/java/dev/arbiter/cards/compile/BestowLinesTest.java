package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Bestow;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bestow (702.103a) and the "enchanted creature" lines of a creature card with bestow (702.103b). */
class BestowLinesTest {
    @Test
    void spirespine() {
        List<Ability> a = Compiled.abilities("Spirespine");
        assertThat(a.get(0)).isEqualTo(new Bestow(ManaCost.parse("{4}{G}")));
        assertThat(((StaticAbility) a.get(1)).effect()).isEqualTo(new StaticEffect.BlocksEachCombat());
        assertThat(((StaticAbility) a.get(2)).effect())
                .isEqualTo(new StaticEffect.ModifyPowerToughness(new Affected.Host(), 4, 1, new Condition.Always()));
        assertThat(((StaticAbility) a.get(3)).effect()).isEqualTo(new StaticEffect.GrantAbilities(new Affected.Host(),
                List.of(new StaticAbility(new StaticEffect.BlocksEachCombat(), "blocks each combat if able")),
                new Condition.Always()));
    }

    @Test
    void bestowNeedsACreatureAndEnchantedNeedsBestowOrAnAura() {
        Compiled.unsupported("Test Gift {1}\nEnchantment\nBestow {2}\n");
        Compiled.unsupported("Test Beast {1}{G}\nCreature — Beast 2/2\nEnchanted creature gets +1/+1.\n");
    }
}
