package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TriggeredAbility;
import org.junit.jupiter.api.Test;

/** Regeneration lines (701.15, 614.8). */
class RegenerationClausesTest {

    @Test
    void regenerateSelfIsAShieldAbility_701_15a() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Blight Mamba").get(1);
        assertThat(a.effect()).isEqualTo(new Effect.Regenerate(new Subject.Self()));
        assertThat(a.cost().mana().toString()).contains("1").contains("G");
    }

    @Test
    void graveTrollRemovesACounterAsACost() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Golgari Grave-Troll").get(1);
        assertThat(a.cost().parts()).containsExactly(new CostPart.RemoveCounters("+1/+1", 1));
        assertThat(a.effect()).isEqualTo(new Effect.Regenerate(new Subject.Self()));
    }

    @Test
    void regenerateTargetCreature() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only(
                "Test Druid {G}\nCreature — Elf 1/1\n{G}: Regenerate target creature.\n");
        assertThat(a.effect()).isEqualTo(new Effect.Regenerate(new Subject.TargetObject(0)));
        assertThat(a.targets()).hasSize(1);
    }

    @Test
    void ifWouldBeDestroyedRegenerateItIsAStaticReplacement_701_15b() {
        assertThat(Compiled.only("Test Knight {W}{W}\nCreature — Knight 2/2\n"
                + "If Test Knight would be destroyed, regenerate it.\n"))
                .isEqualTo(new StaticAbility(new StaticEffect.RegenerateInsteadOfDestroy(),
                        "If ~ would be destroyed, regenerate it."));
    }

    @Test
    void cantBeRegeneratedThisTurn_701_15c() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only(
                "Test Knight {W}{W}\nCreature — Knight 2/2\n{2}: Test Knight can't be regenerated this turn.\n");
        assertThat(a.effect()).isEqualTo(new Effect.CantBeRegenerated(new Subject.Self()));
    }

    @Test
    void destroyItCantBeRegeneratedIsOneDestruction() {
        TriggeredAbility t = (TriggeredAbility) Compiled.only("Test Slayer {2}{B}\nCreature — Zombie 2/2\n"
                + "When Test Slayer enters the battlefield, destroy target creature. It can't be regenerated.\n");
        assertThat(t.effect()).isEqualTo(new Effect.DestroyNoRegeneration(new Subject.TargetObject(0)));
        TriggeredAbility that = (TriggeredAbility) Compiled.only("Test Slayer {2}{B}\nCreature — Zombie 2/2\n"
                + "When Test Slayer enters the battlefield, destroy target creature. That creature can't be regenerated.\n");
        assertThat(that.effect()).isEqualTo(new Effect.DestroyNoRegeneration(new Subject.TargetObject(0)));
    }

    @Test
    void cantBeRegeneratedWithoutADestructionOrThisTurnIsNotUnderstood() {
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{2}: Target creature can't be regenerated.\n")
                .reason()).isEqualTo("not understood");
    }

    @Test
    void zombieMusherPaysSnowMana_107_4h() {
        ActivatedAbility a = (ActivatedAbility) Compiled.abilities("Zombie Musher").get(1);
        assertThat(a.cost().mana().symbols()).containsExactly(new dev.arbiter.engine.mana.ManaSymbol.Snow());
        assertThat(a.effect()).isEqualTo(new Effect.Regenerate(new Subject.Self()));
    }

    @Test
    void knightOfTheHolyNimbusRegeneratesAndOnlyOpponentsMayStopIt_602_5() {
        java.util.List<dev.arbiter.engine.ability.Ability> knight = Compiled.abilities("Knight of the Holy Nimbus");
        assertThat(knight).hasSize(3);
        assertThat(knight.get(1)).isEqualTo(new StaticAbility(new StaticEffect.RegenerateInsteadOfDestroy(),
                "If ~ would be destroyed, regenerate it."));
        ActivatedAbility stop = (ActivatedAbility) knight.get(2);
        assertThat(stop.effect()).isEqualTo(new Effect.CantBeRegenerated(new Subject.Self()));
        assertThat(stop.timing()).isEqualTo(ActivatedAbility.Timing.OPPONENTS_ONLY);
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\n{T}: Draw a card. Only your opponents may activate"
                + " this ability.\n").reason()).isEqualTo("who may activate");
    }

    @Test
    void theAbyssDestroysATargetThePlayerChoosesAndNoRegeneration() {
        TriggeredAbility t = (TriggeredAbility) Compiled.abilities("The Abyss").get(0);
        assertThat(t.effect()).isEqualTo(new Effect.DestroyNoRegeneration(new Subject.TargetObject(0)));
        dev.arbiter.engine.ability.TargetFilter f = t.targets().get(0).filter();
        assertThat(f).isEqualTo(new dev.arbiter.engine.ability.TargetFilter.ThatPlayersPermanent(
                new dev.arbiter.engine.ability.TargetFilter.PermanentTarget(
                        dev.arbiter.engine.characteristic.CardType.CREATURE.bit(),
                        dev.arbiter.engine.characteristic.CardType.ARTIFACT.bit(),
                        dev.arbiter.engine.ability.Relation.ANY, 0, null), true));
        TriggeredAbility controllerChooses = (TriggeredAbility) Compiled.only("Test Pit {B}\nEnchantment\n"
                + "At the beginning of each player's upkeep, destroy target creature that player controls.\n");
        assertThat(((dev.arbiter.engine.ability.TargetFilter.ThatPlayersPermanent) controllerChooses.targets().get(0)
                .filter()).chosenByThatPlayer()).isFalse();
        assertThat(Compiled.unsupported("Test Pit {B}\nEnchantment\n"
                + "At the beginning of your upkeep, destroy target creature that player controls.\n").reason())
                .isEqualTo("not understood");
    }
}
