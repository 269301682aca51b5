package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import org.junit.jupiter.api.Test;

/** Prevention (615), redirection (614.9), entering replacements (614.12) and "can't be countered" as the grammar reads them. */
class PreventionLinesTest {

    @Test
    void preventTheNextNDamageToAnyTargetIsAShieldWithATarget() {
        SpellAbility s = (SpellAbility) Compiled.only("Bandage {W}\nInstant\n"
                + "Prevent the next 1 damage that would be dealt to any target this turn.\n");
        Effect.PreventDamage p = (Effect.PreventDamage) s.effect();
        assertThat(p.amount()).isEqualTo(dev.arbiter.engine.ability.Amount.of(1));
        assertThat(p.to()).containsExactly(new Recipient.Target(0));
        assertThat(p.combatOnly()).isFalse();
        assertThat(p.redirectTo()).isNull();
    }

    @Test
    void toAndDealtByEnchantedCreatureIsOneStaticAbility() {
        var abilities = Compiled.inlineDef("Heart of Light {2}{W}\nEnchantment — Aura\nEnchant creature\n"
                + "Prevent all damage that would be dealt to and dealt by enchanted creature.\n").abilities();
        StaticEffect.PreventDamage p = (StaticEffect.PreventDamage) ((StaticAbility) abilities.get(abilities.size() - 1)).effect();
        assertThat(p.to()).isEqualTo(new Affected.Host());
        assertThat(p.toAndBy()).isTrue();
        assertThat(p.amount()).isEqualTo(-1);
    }

    @Test
    void damagePreventedThisWayIsJoinedToThePreventionBeforeIt() {
        // 615.5: the life gained reads the damage the shield prevented (scenario 615.5-reverse-damage-...)
        var abilities = Compiled.inlineDef("Reverse Damage {1}{W}{W}\nInstant\nThe next time a source of your choice would deal damage"
                + " to you this turn, prevent that damage. You gain life equal to the damage prevented this way.\n").abilities();
        assertThat(abilities.toString()).contains("PreventThen[prevent=PreventDamage[").contains("PreventedThisWay");
    }

    @Test
    void forEachOneDamagePreventedThisWayCountsTheShieldsDamage() {
        // 615.5, 107.1: a leading "For each 1 damage prevented this way, put ..." on the prevention's target (Temper)
        var abilities = Compiled.inlineDef("Test Temper {X}{1}{W}\nInstant\nPrevent the next X damage that would be dealt to target"
                + " creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.\n").abilities();
        assertThat(abilities.toString()).contains("PreventThen[prevent=PreventDamage[").contains("PutCounters[subject=TargetObject[index=0]")
                .contains("PreventedThisWay");
    }

    @Test
    void aDelayedAbilityCountingDamagePreventedThisWayIsThePreventionsAdditionalEffect() {
        // 615.5, 603.7a: Sacred Boon's end-step counters are the shield's additional effect, bound to the target
        var abilities = Compiled.inlineDef("Test Boon {1}{W}\nInstant\nPrevent the next 3 damage that would be dealt to target"
                + " creature this turn. At the beginning of the next end step, put a +0/+1 counter on that creature for each 1 damage"
                + " prevented this way.\n").abilities();
        assertThat(abilities.toString()).contains("PreventThen[prevent=PreventDamage[").contains("then=Delayed[step=END")
                .contains("PreventedThisWay");
    }

    @Test
    void aDelayedAbilityCountingDamagePreventedAfterSomethingElseIsUnsupported() {
        // fail closed: nothing was prevented "this way" before the delayed ability
        Compiled.unsupported("Test Boon {1}{W}\nInstant\nTarget creature gets +1/+1 until end of turn. At the beginning of the"
                + " next end step, put a +0/+1 counter on that creature for each 1 damage prevented this way.\n");
    }

    @Test
    void damagePreventedThisWayWithNoPreventionBeforeItIsUnsupported() {
        // fail closed: nothing was prevented "this way"
        Compiled.unsupported("Test Gain {W}\nInstant\nYou gain life equal to the damage prevented this way.\n");
    }

    @Test
    void aPreventionLineWithoutADurationOnASpellIsUnsupported() {
        Compiled.unsupported("Test Fog {G}\nInstant\nPrevent all combat damage that would be dealt.\n");
    }

    @Test
    void redirectionToAnotherTargetIsADistinctTarget() {
        // 614.9, 115.3: "another target" differs from the first target (TargetSpec.distinct)
        var abilities = Compiled.inlineDef("Test Shift {W}\nInstant\nThe next 1 damage that would be dealt to target creature this turn"
                + " is dealt to another target creature instead.\n").abilities();
        SpellAbility spell = (SpellAbility) abilities.get(abilities.size() - 1);
        assertThat(spell.targets()).hasSize(2);
        assertThat(spell.targets().get(0).distinct()).isFalse();
        assertThat(spell.targets().get(1).distinct()).isTrue();
        assertThat(((Effect.PreventDamage) spell.effect()).redirectTo()).isEqualTo(new Recipient.Target(1));
    }

    @Test
    void pariahRedirectsDamageToYouToTheEnchantedCreature() {
        var abilities = Compiled.inlineDef("Pariah {2}{W}\nEnchantment — Aura\nEnchant creature\n"
                + "All damage that would be dealt to you is dealt to enchanted creature instead.\n").abilities();
        assertThat(((StaticAbility) abilities.get(abilities.size() - 1)).effect())
                .isEqualTo(new StaticEffect.RedirectDamage(new Affected.Host(), false));
    }

    @Test
    void checklandNeedsOneOfTwoSubtypes() {
        StaticAbility a = (StaticAbility) Compiled.inlineDef("Test Summit\nLand\n"
                + "~ enters the battlefield tapped unless you control a Swamp or a Mountain.\n").abilities().get(0);
        StaticEffect.EntersTappedUnlessYouControl e = (StaticEffect.EntersTappedUnlessYouControl) a.effect();
        assertThat(e.filter().more().anySubtypes()).containsExactly("Swamp", "Mountain");
        assertThat(e.atLeast()).isEqualTo(1);
    }

    @Test
    void xCountersNeedAnXInTheManaCost() {
        assertThat(Compiled.unsupported("Test Hydra {2}{G}\nCreature — Hydra 0/0\n"
                + "~ enters the battlefield with X +1/+1 counters on it.\n").reason()).contains("X not paid");
        Compiled.inlineDef("Test Hydra {X}{G}\nCreature — Hydra 0/0\n~ enters the battlefield with X +1/+1 counters on it.\n");
    }

    @Test
    void thisSpellCantBeCounteredOnAnInstant() {
        var abilities = Compiled.inlineDef("Test Decay {B}{G}\nInstant\nThis spell can't be countered.\n"
                + "Destroy target creature.\n").abilities();
        assertThat(abilities).anyMatch(a -> a instanceof StaticAbility st
                && st.effect().equals(new StaticEffect.CantBeCountered(null)));
    }
}
