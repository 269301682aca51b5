package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Mill (701.13), discard (701.8), tap and untap (701.26, 502.3), and Aura lines about the enchanted creature (303.4). */
class HandLibraryAndAuraLinesTest {
    private static Effect spellEffect(String name) {
        for (Ability a : Compiled.abilities(name)) if (a instanceof SpellAbility sp) return sp.mode(0).effect();
        throw new AssertionError(name + " has no spell ability");
    }

    @Test
    void targetPlayerMills_701_13a() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Millstone").get(0);
        assertThat(a.effect()).isEqualTo(new Effect.Mill(new Who.TargetPlayer(0), Amount.of(2)));
    }

    @Test
    void targetPlayerDiscardsChosenOrRandomCards_701_8() {
        assertThat(spellEffect("Mind Rot")).isEqualTo(new Effect.Discard(new Who.TargetPlayer(0), Amount.of(2), false));
        assertThat(spellEffect("Mind Twist")).isEqualTo(new Effect.Discard(new Who.TargetPlayer(0), new Amount.X(), true));
        assertThat(spellEffect("Sift")).isEqualTo(new Effect.Sequence(List.of(
                new Effect.DrawCards(new Who.You(), Amount.of(3)), new Effect.Discard(new Who.You(), Amount.of(1), false))));
    }

    @Test
    void damageToAnOpponentTriggersOnlyForOpponents_603_2() {
        TriggeredAbility t = (TriggeredAbility) Compiled.abilities("Hypnotic Specter").get(1);
        assertThat(t.trigger()).isEqualTo(new Trigger.DealsDamageToPlayer(false, true));
    }

    @Test
    void anAurasAbilityActsOnTheEnchantedCreature_303_4() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Firebreathing").get(1);
        assertThat(a.effect()).isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.Host(), 1, 0));
    }

    @Test
    void pacifismGivesTheEnchantedCreatureItsRestrictions_303_4() {
        StaticAbility s = (StaticAbility) Compiled.abilities("Pacifism").get(1);
        StaticEffect.GrantAbilities g = (StaticEffect.GrantAbilities) s.effect();
        assertThat(g.affected()).isEqualTo(new Affected.Host());
        assertThat(g.abilities()).extracting(x -> ((StaticAbility) x).effect())
                .containsExactly(new StaticEffect.CantAttack(), new StaticEffect.CantBlock());
    }

    @Test
    void tapAndUntapEffects_701_26() {
        ActivatedAbility icy = (ActivatedAbility) Compiled.abilities("Icy Manipulator").get(0);
        assertThat(icy.effect()).isEqualTo(new Effect.TapOrUntap(new Subject.TargetObject(0), true));
        ActivatedAbility crab = (ActivatedAbility) Compiled.abilities("Horseshoe Crab").get(0);
        assertThat(crab.effect()).isEqualTo(new Effect.TapOrUntap(new Subject.Self(), false));
    }

    @Test
    void doesntUntapDuringTheUntapStep_502_3() {
        StaticAbility own = (StaticAbility) Compiled.abilities("Basalt Monolith").get(0);
        assertThat(own.effect()).isEqualTo(new StaticEffect.DoesntUntap());
        StaticAbility host = (StaticAbility) Compiled.abilities("Dehydration").get(1);
        assertThat(((StaticEffect.GrantAbilities) host.effect()).abilities()).extracting(x -> ((StaticAbility) x).effect())
                .containsExactly(new StaticEffect.DoesntUntap());
    }

    @Test
    void equipmentWordsDontFitAnAura() {
        assertThat(Compiled.unsupported("Test Aura {W}\nEnchantment — Aura\nEnchant creature\nEquipped creature can't block.\n"))
                .isNotNull();
    }
}
