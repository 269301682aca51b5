package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Level up (702.87a) and level striations (711.2a). */
class LevelerLinesTest {
    @Test
    void transcendentMasterLevelUpAndStriations() {
        List<Ability> a = Compiled.abilities("Transcendent Master");
        ActivatedAbility levelUp = (ActivatedAbility) a.get(0);
        assertThat(levelUp.timing()).isEqualTo(ActivatedAbility.Timing.SORCERY);
        assertThat(levelUp.effect()).isEqualTo(new Effect.PutCounters(new Subject.Self(), "level", Amount.of(1)));
        Condition six = new Condition.LevelCounters(6, 11);
        Condition twelve = new Condition.LevelCounters(12, Integer.MAX_VALUE);
        assertThat(a.subList(1, 5)).extracting(x -> ((StaticAbility) x).effect()).containsExactly(
                new StaticEffect.SetBasePowerToughness(new Affected.Self(), 6, 6, six),
                new StaticEffect.GrantAbilities(new Affected.Self(), List.of(new KeywordAbility(Keyword.LIFELINK)), six),
                new StaticEffect.SetBasePowerToughness(new Affected.Self(), 9, 9, twelve),
                new StaticEffect.GrantAbilities(new Affected.Self(), List.of(new KeywordAbility(Keyword.LIFELINK),
                        new KeywordAbility(Keyword.INDESTRUCTIBLE)), twelve));
    }

    @Test
    void aStriationWithoutLevelUpOrWithOtherAbilitiesIsUnsupported() {
        Compiled.unsupported("Test Leveler {1}\nCreature — Bear 1/1\nLEVEL 1-2\n2/2\n");
        Compiled.unsupported("Test Leveler {1}\nCreature — Bear 1/1\nLevel up {1}\nLEVEL 1-2\n2/2\n{T}: Draw a card.\n");
    }
}
