package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

class TriggerLinesTest {

    private static TriggeredAbility line(String rulesLine) {
        Ability a = Compiled.only("Test Beast {3}\nCreature — Beast 2/2\n" + rulesLine + "\n");
        assertThat(a).isInstanceOf(TriggeredAbility.class);
        return (TriggeredAbility) a;
    }

    private static TriggeredAbility bundled(String name, int index) {
        return (TriggeredAbility) Compiled.abilities(name).get(index);
    }

    @Test
    void netherVoidCountersTheSpellUnlessItsCasterPays_701_5a() {
        assertThat(bundled("Nether Void", 0).effect()).isEqualTo(new dev.arbiter.engine.ability.Effect.CounterSpell(
                new dev.arbiter.engine.ability.Subject.ThatObject(), dev.arbiter.engine.mana.ManaCost.parse("{3}")));
    }

    @Test
    void stormWorldDamageIsFourMinusThatPlayersHand_608_2h() {
        TriggeredAbility storm = bundled("Storm World", 0);
        assertThat(storm.effect()).isEqualTo(new dev.arbiter.engine.ability.Effect.DealDamage(
                new dev.arbiter.engine.ability.Amount.MinusCardsInThatPlayersHand(4),
                new dev.arbiter.engine.ability.Recipient.Player(new dev.arbiter.engine.ability.Who.ThatPlayer())));
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
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, if enchanted Equipment is attached to a creature, draw a card.\n")
                .reason()).isEqualTo("intervening 'if' clause");
        // 603.4, 508.1: pack tactics is read by the grammar
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, if you attacked with creatures with total power 6 or greater this combat, draw a card.\n"))
                .interveningIf()).isEqualTo(new dev.arbiter.engine.ability.Condition.AttackedWithTotalPower(6));
        // 603.4, 603.6c: revolt is read by the grammar
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, if a permanent you controlled left the battlefield this turn, draw a card.\n"))
                .interveningIf()).isEqualTo(new dev.arbiter.engine.ability.Condition.ThisTurn(
                        dev.arbiter.engine.ability.Condition.ThisTurn.Event.PERMANENT_LEFT, dev.arbiter.engine.ability.Relation.YOU, 1));
        // 603.4, 508.1: what happened this turn is read by the grammar
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nAt the beginning of your end step, if you attacked this turn, draw a card.\n"))
                .interveningIf()).isEqualTo(new dev.arbiter.engine.ability.Condition.ThisTurn(
                        dev.arbiter.engine.ability.Condition.ThisTurn.Event.ATTACKED, dev.arbiter.engine.ability.Relation.YOU, 1));
        // 603.4: a count condition is read by the grammar
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nAt the beginning of your upkeep, if you have no cards in hand, draw a card.\n"))
                .interveningIf()).isEqualTo(new dev.arbiter.engine.ability.Condition.HandSize(false, 0, 0));
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\nWhenever you roll one or more dice, you gain 1 life.\n").reason())
                .isEqualTo("trigger event"); // 706: dice aren't modelled
        // 601.2i: the grammar reads "whenever you cast a spell"
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nWhenever you cast a spell, you gain 1 life.\n"))
                .trigger()).isEqualTo(new Trigger.SpellCast(Relation.YOU, dev.arbiter.engine.ability.ObjectFilter.any()));
        // 608.2d: "you may" is a choice made as the ability resolves
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nWhen ~ dies, you may gain 3 life.\n")).effect())
                .isEqualTo(new Effect.Optional(new Who.You(), new Effect.GainLife(new Who.You(), Amount.of(3)), null, null));
        // 608.2d, 701.10c: "you may have [player] [act]" with an act the grammar reads
        assertThat(((TriggeredAbility) Compiled.only("Test Relic {1}\nArtifact\nWhen ~ dies, you may have target player exchange life totals with you.\n"))
                .effect()).isEqualTo(new Effect.Optional(new Who.You(), new dev.arbiter.engine.ability.ExchangeLifeTotals(
                        new Who.TargetPlayer(0), new Who.You()), null, null));
        CompileResult.Unsupported may = Compiled.unsupported("Test Relic {1}\nArtifact\nWhen ~ dies, you may have target player vote an additional time.\n");
        assertThat(may.line().text()).startsWith("When ~ dies, you may have");
    }

    private static final Condition ALWAYS = new Condition.Always();

    @Test
    void poisonWhenDealingDamageToAPlayer() {
        String viper = "Whenever ~ deals damage to a player, that player gets two poison counters.";
        assertThat(Compiled.abilities("Marsh Viper")).containsExactly(new TriggeredAbility(
                new Trigger.DealsDamageToPlayer(false), ALWAYS, List.of(),
                new Effect.GivePoison(new Who.ThatPlayer(), Amount.of(2)), viper));
        assertThat(bundled("Pit Scorpion", 0)).isEqualTo(new TriggeredAbility(new Trigger.DealsDamageToPlayer(false),
                ALWAYS, List.of(), new Effect.GivePoison(new Who.ThatPlayer(), Amount.of(1)),
                "Whenever ~ deals damage to a player, that player gets a poison counter."));
        TriggeredAbility combat = line("Whenever ~ deals combat damage to a player, that player gets a poison counter.");
        assertThat(combat.trigger()).isEqualTo(new Trigger.DealsDamageToPlayer(true));
        assertThat(line("Whenever ~ deals damage to a player, ~ deals 1 damage to that player.").effect())
                .isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Player(new Who.ThatPlayer())));
    }

    @Test
    void cryptCobraPoisonsTheDefendingPlayer() {
        assertThat(Compiled.abilities("Crypt Cobra")).containsExactly(new TriggeredAbility(
                new Trigger.AttacksAndIsntBlocked(), ALWAYS, List.of(),
                new Effect.GivePoison(new Who.ThatPlayer(), Amount.of(1)),
                "Whenever ~ attacks and isn't blocked, defending player gets a poison counter."));
        // 508.1b: "defending player" in an attack trigger is the player it attacks
        assertThat(line("Whenever ~ attacks, defending player loses 1 life.").effect())
                .isEqualTo(new Effect.LoseLife(new Who.ThatPlayer(), Amount.of(1)));
    }

    @Test
    void attacks() {
        assertThat(bundled("Bramble Creeper", 0)).isEqualTo(new TriggeredAbility(new Trigger.Attacks(), ALWAYS, List.of(),
                new Effect.PumpUntilEndOfTurn(new Subject.Self(), 5, 0),
                "Whenever ~ attacks, it gets +5/+0 until end of turn."));
        TriggeredAbility a = line("Whenever ~ attacks, ~ deals 1 damage to target creature.");
        assertThat(a.trigger()).isEqualTo(new Trigger.Attacks());
        assertThat(a.effect()).isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Target(0)));
    }

    @Test
    void blocksAndBlocksACreature() {
        TriggeredAbility blocks = line("Whenever ~ blocks, it gets +0/+3 until end of turn.");
        assertThat(blocks.trigger()).isEqualTo(new Trigger.Blocks());
        assertThat(blocks.effect()).isEqualTo(new Effect.PumpUntilEndOfTurn(new Subject.Self(), 0, 3));
        TriggeredAbility aCreature = line("Whenever ~ blocks a creature, ~ deals 1 damage to that creature.");
        assertThat(aCreature.trigger()).isEqualTo(new Trigger.Blocks());
        assertThat(aCreature.effect())
                .isEqualTo(new Effect.DealDamage(Amount.of(1), new Recipient.Object(new Subject.ThatObject())));
        // 509.3c: "blocks" triggers once however many creatures it blocks; the engine's Blocks is per blocked creature.
        assertThat(Compiled.unsupported("Test Beast {3}\nCreature — Beast 2/2\n~ can block an additional creature each combat.\n"
                + "Whenever ~ blocks, you gain 1 life.\n").reason()).startsWith("trigger event");
        assertThat(Compiled.inlineDef("Test Beast {3}\nCreature — Beast 2/2\n~ can block any number of creatures.\n"
                + "Whenever ~ blocks a creature, you gain 1 life.\n").abilities()).hasSize(2);
    }

    @Test
    void becomesBlockedByACreature() {
        TriggeredAbility basilisk = bundled("Sylvan Basilisk", 0);
        assertThat(basilisk).isEqualTo(new TriggeredAbility(new Trigger.BecomesBlocked(), ALWAYS, List.of(),
                new Effect.Destroy(new Subject.ThatObject()), "Whenever ~ becomes blocked by a creature, destroy that creature."));
        // 509.3c: "becomes blocked" triggers once however many creatures block it.
        TriggeredAbility once = (TriggeredAbility) Compiled.only(
                "Test Beast {3}\nCreature — Beast 2/2\nWhenever ~ becomes blocked, it gets +1/+1 until end of turn.\n");
        assertThat(once.trigger()).isEqualTo(new Trigger.InCombat(false, false, false, true, false, null));
    }

    @Test
    void creaturePutIntoYourGraveyardReturnsToHand() {
        TriggeredAbility a = (TriggeredAbility) Compiled.only("Test Renewal {2}{W}{W}\nEnchantment\n"
                + "Whenever a creature is put into your graveyard from the battlefield, return it to your hand.\n");
        assertThat(a).isEqualTo(new TriggeredAbility(new Trigger.CreatureToYourGraveyard(), ALWAYS, List.of(),
                new Effect.ReturnToHand(new Subject.ThatObject()),
                "Whenever a creature is put into your graveyard from the battlefield, return it to your hand."));
        // Enduring Renewal compiles whole: "Play with your hand revealed." is a static ability the views read (402.3).
        assertThat(Compiled.abilities("Enduring Renewal")).contains(a).hasSize(3)
                .contains(new StaticAbility(new StaticEffect.HandsRevealed(Relation.YOU), "Play with your hand revealed."));
    }

    @Test
    void howlingMineHasAnInterveningIf() {
        assertThat(Compiled.abilities("Howling Mine")).containsExactly(new TriggeredAbility(
                new Trigger.BeginningOfStep(Step.DRAW, false), new Condition.SourceUntapped(), List.of(),
                new Effect.DrawCards(new Who.ThatPlayer(), Amount.of(1)),
                "At the beginning of each player's draw step, if ~ is untapped, that player draws an additional card."));
        assertThat(line("At the beginning of your draw step, you gain 1 life.").trigger())
                .isEqualTo(new Trigger.BeginningOfStep(Step.DRAW, true));
        // 603.4: "if ~ is tapped" (Mana Vault); "it" is then the source the clause named
        TriggeredAbility relic = (TriggeredAbility) Compiled.inlineDef("Test Relic {1}\nArtifact\nAt the beginning of your "
                + "draw step, if ~ is tapped, it deals 1 damage to you.\n").abilities().get(0);
        assertThat(relic.interveningIf()).isInstanceOf(Condition.ObjectIs.class);
        Condition.ObjectIs is = (Condition.ObjectIs) relic.interveningIf();
        assertThat(is.host()).isFalse();
        assertThat(is.filter().more().tapped()).isEqualTo(dev.arbiter.engine.ability.FilterQualities.Tri.YES);
        assertThat(Compiled.unsupported("Test Relic {1}\nArtifact\nAt the beginning of your draw step, if enchanted "
                + "creature is tapped, you gain 1 life.\n").reason()).contains("isn't that kind of attachment");
    }

    @Test
    void hostBecomesTappedTargetsACreature() {
        TriggeredAbility garrison = (TriggeredAbility) Compiled.abilities("Darksteel Garrison").get(1);
        assertThat(garrison.trigger()).isEqualTo(new Trigger.HostBecomesTapped());
        assertThat(garrison.targets()).containsExactly(TargetSpec.one(
                new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null), "target creature"));
    }
}
