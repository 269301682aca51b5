package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

class TriggeredAbilityLinesTest {

    private static TriggeredAbility line(String rulesLine) {
        Ability a = Compiled.only("Test Beast {3}\nCreature — Beast 2/2\n" + rulesLine + "\n");
        assertThat(a).isInstanceOf(TriggeredAbility.class);
        return (TriggeredAbility) a;
    }

    private static TriggeredAbility bundled(String name, int index) {
        return (TriggeredAbility) Compiled.abilities(name).get(index);
    }

    @Test
    void entersTheBattlefield() {
        TriggeredAbility angel = bundled("Angel of Mercy", 1);
        assertThat(angel.trigger()).isEqualTo(new Trigger.EntersBattlefield());
        assertThat(angel.effect()).isEqualTo(new Effect.GainLife(new Who.You(), Amount.of(3)));
        assertThat(line("When ~ enters, draw a card.").trigger()).isEqualTo(new Trigger.EntersBattlefield());
        TriggeredAbility robber = bundled("Highway Robber", 0);
        assertThat(robber.targets()).extracting(TargetSpec::filter)
                .containsExactly(new TargetFilter.PlayerTarget(Relation.OPPONENT));
        assertThat(robber.effect()).isEqualTo(new Effect.Sequence(List.of(
                new Effect.LoseLife(new Who.TargetPlayer(0), Amount.of(2)),
                new Effect.GainLife(new Who.You(), Amount.of(2)))));
    }

    @Test
    void diesAndPutIntoAGraveyardFromTheBattlefield() {
        TriggeredAbility goblin = bundled("Festering Goblin", 0);
        assertThat(goblin.trigger()).isEqualTo(new Trigger.Dies());
        assertThat(goblin.effect()).isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), -1, -1));
        assertThat(bundled("Chromatic Star", 1).trigger()).isEqualTo(new Trigger.Dies());
        assertThat(bundled("Bogardan Firefiend", 0).effect())
                .isEqualTo(new Effect.DealDamage(Amount.of(2), new Recipient.Target(0)));
    }

    @Test
    void leavesTheBattlefield() {
        assertThat(bundled("Thalakos Seer", 1).trigger()).isEqualTo(new Trigger.LeavesBattlefield());
    }

    @Test
    void beginningOfSteps() {
        assertThat(line("At the beginning of your upkeep, you gain 1 life.").trigger())
                .isEqualTo(new Trigger.BeginningOfStep(Step.UPKEEP, true));
        assertThat(line("At the beginning of each upkeep, you gain 1 life.").trigger())
                .isEqualTo(new Trigger.BeginningOfStep(Step.UPKEEP, false));
        assertThat(line("At the beginning of your end step, draw a card.").trigger())
                .isEqualTo(new Trigger.BeginningOfStep(Step.END, true));
        assertThat(line("At the beginning of each end step, draw a card.").trigger())
                .isEqualTo(new Trigger.BeginningOfStep(Step.END, false));
        TriggeredAbility tablet = (TriggeredAbility) Compiled.abilities("Copper Tablet").get(0);
        assertThat(tablet.trigger()).isEqualTo(new Trigger.BeginningOfStep(Step.UPKEEP, false));
        assertThat(tablet.effect())
                .isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Player(new Who.ThatPlayer())));
    }

    @Test
    void thatPlayerNeedsATriggerNamingAPlayer() {
        assertThat(Compiled.inline("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, ~ deals 1 damage to that player.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }

    @Test
    void unsupportedTriggers() {
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, if you have no cards in hand, draw a card.\n")
                .reason()).isEqualTo("intervening 'if' clause");
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\nWhenever a player casts a spell, you gain 1 life.\n").reason())
                .isEqualTo("trigger event");
        CompileResult.Unsupported may = Compiled.unsupported("Test Relic {1}\nArtifact\nWhen ~ dies, you may draw a card.\n");
        assertThat(may.reason()).isEqualTo("not understood");
        assertThat(may.category()).isEqualTo("optional effect (\"you may\")");
    }
}
