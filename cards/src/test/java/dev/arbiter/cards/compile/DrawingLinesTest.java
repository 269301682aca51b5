package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Dredge;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import org.junit.jupiter.api.Test;

/** Compiler lines for drawing (seed 423, rulings 119), draw triggers and P/T layer effects. */
class DrawingLinesTest {

    private static StaticEffect staticOf(String name) {
        return ((StaticAbility) Compiled.abilities(name).get(0)).effect();
    }

    @Test
    void drawReplacementsOfThePool_423_6() {
        assertThat(staticOf("Laboratory Maniac")).isEqualTo(new StaticEffect.ReplaceDraw(new DrawReplacement.WinWithEmptyLibrary()));
        assertThat(staticOf("Abundance")).isEqualTo(new StaticEffect.ReplaceDraw(new DrawReplacement.ChooseKindAndReveal()));
        assertThat(Compiled.abilities("Enduring Renewal")).anyMatch(a -> a instanceof StaticAbility s
                && s.effect().equals(new StaticEffect.ReplaceDraw(new DrawReplacement.RevealTopCreatureToGraveyard())));
    }

    @Test
    void drawTwoInsteadCantDrawAndCantLose_119_3_119_7() {
        assertThat(((StaticAbility) Compiled.only("Test Reflection {2}{U}\nEnchantment\nIf you would draw a card, draw two cards instead.\n"))
                .effect()).isEqualTo(new StaticEffect.ReplaceDraw(new DrawReplacement.DrawInstead(2)));
        assertThat(((StaticAbility) Compiled.only("Test Silence {1}{U}\nEnchantment\nPlayers can't draw cards.\n")).effect())
                .isEqualTo(new StaticEffect.CantDraw(true));
        assertThat(((StaticAbility) Compiled.only("Test Silence {1}{U}\nEnchantment\nYou can't draw cards.\n")).effect())
                .isEqualTo(new StaticEffect.CantDraw(false));
        assertThat(Compiled.abilities("Platinum Angel")).anyMatch(a -> a instanceof StaticAbility s
                && s.effect() instanceof StaticEffect.CantLoseOpponentsCantWin);
    }

    @Test
    void dredgeIsAKeyword_702_52() {
        assertThat(Compiled.only("Test Dredger {B}\nCreature — Zombie 1/1\nDredge 2\n")).isEqualTo(new Dredge(2));
    }

    @Test
    void mayDrawTopCardToHandAndDrawRevealDiscard_423_3_423_5_423_6c() {
        TriggeredAbility fisher = (TriggeredAbility) Compiled.abilities("Aven Fisher").get(1);
        assertThat(fisher.effect()).isEqualTo(new Effect.MayDraw(new Who.You()));
        assertThat(((SpellAbility) Compiled.only("Test Grasp {U}\nSorcery\nPut the top card of your library into your hand.\n"))
                .effect()).isEqualTo(new Effect.PutTopCardIntoHand(new Who.You()));
        assertThat(Compiled.inlineDef("Test Sindbad {1}{U}\nCreature — Human 1/1\n"
                + "{T}: Draw a card and reveal it. If it isn't a land card, discard it.\n").abilities().get(0).toString())
                .contains(new Effect.DrawThen(new Who.You(), new Effect.DiscardItUnless(CardType.LAND)).toString());
    }

    @Test
    void drawTriggers_423_5() {
        TriggeredAbility dreams = (TriggeredAbility) Compiled.abilities("Underworld Dreams").get(0);
        assertThat(dreams.trigger()).isEqualTo(new Trigger.PlayerDraws(Trigger.PlayerDraws.Relation.OPPONENT));
    }

    @Test
    void settingAndSwitchingPowerAndToughness_613_4b_613_4d() {
        Effect set = ((SpellAbility) Compiled.only("Test Shrink {U}\nInstant\n"
                + "Target creature has base power and toughness 0/1 until end of turn.\n")).effect();
        assertThat(set).isEqualTo(new Effect.SetBasePowerToughnessUntilEndOfTurn(new Subject.TargetObject(0), 0, 1));
        Effect sw = ((SpellAbility) Compiled.only("Test Twist {U}\nInstant\n"
                + "Switch target creature's power and toughness until end of turn.\n")).effect();
        assertThat(sw).isEqualTo(new Effect.SwitchPowerToughnessUntilEndOfTurn(new Subject.TargetObject(0)));
    }

    @Test
    void entersWithCounters_614_1c() {
        assertThat(((StaticAbility) Compiled.only("Test Hydra {2}{G}\nCreature — Hydra 0/0\n"
                + "~ enters the battlefield with two +1/+1 counters on it.\n")).effect())
                .isEqualTo(new StaticEffect.EntersWithCounters("+1/+1", dev.arbiter.engine.ability.Amount.of(2)));
    }

    @Test
    void forkCopiesASpell_707_10() {
        Effect fork = ((SpellAbility) Compiled.abilities("Fork").get(0)).effect();
        assertThat(fork).isEqualTo(new Effect.CopyTargetSpell(0, dev.arbiter.engine.characteristic.Color.RED.bit(), true));
    }
}
