package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.mana.ManaPool;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Triggered mana abilities by grammar (605.1b, 106.12a), activation cost changes (602.2b), spending mana as
 * though it were another colour (609.4b) and redirection from unblocked creatures (614.9, 509.1h).
 */
class ManaCostAndRedirectLinesTest {
    @Test
    void aPlayerTapsALandForManaAddsOneOfTheTypeItProduced_106_12a() {
        TriggeredManaAbility t = (TriggeredManaAbility) Compiled.only("Test Flare {2}{R}\nEnchantment\n"
                + "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.\n");
        assertThat(t.tapper()).isEqualTo(TriggeredManaAbility.Tapper.A_PLAYER);
        assertThat(t.adds()).isNull();
        assertThat(t.lands()).isNotNull();
    }

    @Test
    void youTapASwampAddsAnAdditionalBlackForYouOnly_605_1b() {
        TriggeredManaAbility t = (TriggeredManaAbility) Compiled.only("Test Revenant {4}{B}{B}\nCreature — Vampire 4/4\n"
                + "Whenever you tap a Swamp for mana, add an additional {B}.\n");
        assertThat(t.tapper()).isEqualTo(TriggeredManaAbility.Tapper.YOU);
        assertThat(t.adds()).isEqualTo(ManaPool.parse("{B}"));
        assertThat(t.lands().subtype()).isEqualTo("Swamp");
        TriggeredManaAbility k = (TriggeredManaAbility) Compiled.only("Test Keeper {1}{G}\nCreature — Elf 1/3\n"
                + "Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one mana of any type"
                + " that land produced.\n");
        assertThat(k.lands().more().anySubtypes()).containsExactlyInAnyOrder("Mountain", "Forest", "Plains");
    }

    @Test
    void aDamageTriggerOnTappingALandStaysATriggerThatUsesTheStack_605_1b() {
        // Manabarbs adds no mana: not a mana ability, it waits on the stack
        assertThat(Compiled.only("Test Barbs {3}{R}\nEnchantment\n"
                + "Whenever a player taps a land for mana, Test Barbs deals 1 damage to that player.\n"))
                .isInstanceOf(TriggeredAbility.class);
    }

    @Test
    void watchingNonlandPermanentsIsRefused_106_12a() {
        Compiled.unsupported("Test Kinnan {G}{U}\nCreature — Human Druid 2/2\n"
                + "Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced.\n");
    }

    @Test
    void activatedAbilitiesOfAGroupCostMoreOrLess_602_2b() {
        StaticAbility s = (StaticAbility) Compiled.only("Test Gloom {2}{B}\nEnchantment\n"
                + "Activated abilities of white enchantments cost {3} more to activate.\n");
        StaticEffect.ActivationCostModifier m = (StaticEffect.ActivationCostModifier) s.effect();
        assertThat(m.generic()).isEqualTo(3);
        assertThat(m.sources().colorMask()).isEqualTo(Color.WHITE.bit());
        StaticAbility less = (StaticAbility) Compiled.only("Test Grounds {1}{U}\nEnchantment\n"
                + "Activated abilities of creatures you control cost {1} less to activate.\n");
        assertThat(((StaticEffect.ActivationCostModifier) less.effect()).generic()).isEqualTo(-1);
        // a floor on the reduction is more than the engine does: refused, not half-done
        Compiled.unsupported("Test Familiar {G}{U}\nCreature — Human 2/2\n"
                + "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the"
                + " mana in that cost to less than one mana.\n");
    }

    @Test
    void spendWhiteManaAsThoughItWereRed_609_4b() {
        StaticAbility s = (StaticAbility) Compiled.only("Test Sunglasses {3}\nArtifact\n"
                + "You may spend white mana as though it were red mana.\n");
        assertThat(s.effect()).isEqualTo(new StaticEffect.SpendManaAsThough(Color.WHITE, Color.RED));
    }

    @Test
    void untappedBodyguardRedirectsDamageFromUnblockedCreatures_614_9() {
        StaticAbility s = (StaticAbility) Compiled.only("Test Bodyguard {3}{W}{W}\nCreature — Human 2/5\n"
                + "As long as Test Bodyguard is untapped, all damage that would be dealt to you by unblocked creatures"
                + " is dealt to Test Bodyguard instead.\n");
        StaticEffect.RedirectDamage r = (StaticEffect.RedirectDamage) s.effect();
        assertThat(r.condition()).isEqualTo(new Condition.SourceUntapped());
        assertThat(r.to()).isEqualTo(new Affected.Self());
        Affected.All by = (Affected.All) r.by();
        assertThat(by.filter().more().chosen() & FilterQualities.UNBLOCKED).isNotZero();
        // 611.3b: a condition on plain prevention: the prevention applies only while it holds (PreventDamageWhile)
        StaticAbility w = (StaticAbility) Compiled.only("Test Ward {3}{W}\nCreature — Human 2/5\n"
                + "As long as Test Ward is untapped, prevent all damage that would be dealt to you.\n");
        StaticEffect.PreventDamageWhile pw = (StaticEffect.PreventDamageWhile) w.effect();
        assertThat(pw.condition()).isEqualTo(new Condition.SourceUntapped());
        assertThat(pw.prevent().toController()).isTrue();
        assertThat(List.of(r.combatOnly())).containsExactly(false);
    }
}
