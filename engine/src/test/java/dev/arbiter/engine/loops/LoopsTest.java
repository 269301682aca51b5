package dev.arbiter.engine.loops;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Seed 421 ("infinite" loops) and the current rules' 104.4b / 729 shortcuts. */
class LoopsTest {
    static CardDefinition artifact(String name, dev.arbiter.engine.ability.Ability... abilities) {
        return new CardDefinition(name, ManaCost.parse("{1}"), true, -1, 0, CardType.ARTIFACT.bit(), List.of(), null, null,
                null, List.of(abilities), List.of());
    }

    static ActivatedAbility free(Effect e, List<TargetSpec> targets, String text) {
        return new ActivatedAbility(new Cost(ManaCost.parse("{0}"), List.of()), targets, e, false,
                ActivatedAbility.Timing.INSTANT, text);
    }

    static final CardDefinition FOUNTAIN = artifact("Fountain",
            free(new Effect.GainLife(new Who.You(), Amount.of(1)), List.of(), "{0}: You gain 1 life."));
    static final CardDefinition ECHO = artifact("Echo Chamber", new TriggeredAbility(new Trigger.YouGainLife(), List.of(),
            new Effect.GainLife(new Who.EachOpponent(), Amount.of(1)), "Whenever you gain life, each opponent gains 1 life."));
    static final CardDefinition FLIER = creature("Wind Drake", "{2}{U}", 2, 2,
            free(new Effect.GainAbility(new Subject.Self(), kw(Keyword.FLYING)), List.of(), "{0}: ~ gains flying."));
    static final CardDefinition GROUNDER = artifact("Grounding Rod",
            free(new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.FLYING, false),
                    List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null),
                            "target creature")), "{0}: Target creature loses flying."));
    static final CardDefinition BLESSING = spell("Chaplain's Blessing", "{W}", CardType.SORCERY, List.of(),
            new Effect.GainLife(new Who.You(), Amount.of(5)));

    private static Table table(RulesEdition e) {
        return new Table(GameConfig.STANDARD.withEdition(e)).at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5)
                .library(BOB, FOREST, 5);
    }

    @Test
    void aLoopOfOnlyMandatoryActionsIsADraw_421_4() {
        for (RulesEdition e : RulesEdition.values()) {
            Table t = table(e).mana(ALICE, "{W}");
            t.put(ALICE, Zone.BATTLEFIELD, ECHO);
            t.put(BOB, Zone.BATTLEFIELD, ECHO);
            int blessing = t.put(ALICE, Zone.HAND, BLESSING);
            GameState s = t.ok(t.start(), new Choice.CastSpell(blessing));
            for (int i = 0; i < 40 && !s.isOver(); i++) s = t.ok(s, new Choice.Pass());
            assertThat(s.isOver()).as(e.name()).isTrue();
            assertThat(s.outcome().isDraw()).isTrue();
            assertThat(s.outcome().reason()).contains("421.4 / 104.4b");
        }
    }

    static final CardDefinition LEECH = artifact("Leech Chamber", new TriggeredAbility(new Trigger.YouGainLife(), List.of(),
            new Effect.Sequence(List.of(new Effect.LoseLife(new Who.You(), Amount.of(2)),
                    new Effect.GainLife(new Who.EachOpponent(), Amount.of(1)))),
            "Whenever you gain life, you lose 2 life and each opponent gains 1 life."));

    @Test
    void mandatoryActionsThatDrainALifeTotalEndInALossNotADraw_421_4() {
        for (RulesEdition e : RulesEdition.values()) {
            Table t = table(e).mana(ALICE, "{W}").life(BOB, 500);
            t.put(ALICE, Zone.BATTLEFIELD, ECHO);
            t.put(BOB, Zone.BATTLEFIELD, LEECH);
            int blessing = t.put(ALICE, Zone.HAND, BLESSING);
            GameState s = t.ok(t.start(), new Choice.CastSpell(blessing));
            int choices = 0;
            for (; choices < 200 && !s.isOver(); choices++) s = t.ok(s, new Choice.Pass());
            assertThat(s.isOver()).as(e.name()).isTrue();
            assertThat(s.outcome().isDraw()).as(e.name()).isFalse();
            assertThat(s.player(BOB).life()).isLessThanOrEqualTo(0);
            assertThat(s.player(ALICE).inGame()).isTrue();
            assertThat(choices).as("the 500 repetitions are applied at once").isLessThan(60);
        }
    }

    @Test
    void mandatoryTriggersThatKeepGrowingTheStackAreADraw_421_4() {
        Table t = table(RulesEdition.SEED).mana(ALICE, "{W}");
        t.put(ALICE, Zone.BATTLEFIELD, ECHO);
        t.put(BOB, Zone.BATTLEFIELD, ECHO);
        t.put(BOB, Zone.BATTLEFIELD, ECHO);
        int blessing = t.put(ALICE, Zone.HAND, BLESSING);
        GameState s = t.ok(t.start(), new Choice.CastSpell(blessing));
        int choices = 0;
        for (; choices < 3 * Loops.MAX_IDLE_RUN && !s.isOver(); choices++) {
            Decision d = Game.decision(s);
            s = t.ok(s, d instanceof Decision.Option ? new Choice.ChooseOption(0) : new Choice.Pass());
        }
        assertThat(s.isOver()).isTrue();
        // Recognised as soon as the top of the stack repeats on a deeper stack (GrowingStack), long
        // before the backstop of MAX_IDLE_RUN idle choices.
        assertThat(choices).isLessThan(100);
        assertThat(s.outcome().isDraw()).isTrue();
        assertThat(s.outcome().reason()).contains("421.4 / 104.4b");
    }

    @Test
    void oneSidedOptionalLoopRepeatsTheChosenNumberOfTimes_421_2() {
        Table t = table(RulesEdition.SEED);
        int fountain = t.put(ALICE, Zone.BATTLEFIELD, FOUNTAIN);
        GameState s = t.ok(t.start(), new Choice.ActivateAbility(fountain, 0));
        s = t.passAll(s);
        Decision d = Game.decision(s);
        assertThat(d).isInstanceOf(Decision.Number.class);
        assertThat(d.player()).isEqualTo(ALICE);
        assertThat(d.prompt()).contains("421.2");
        s = t.ok(s, new Choice.ChooseNumber(1000));
        Decision.Option other = (Decision.Option) Game.decision(s); // "or until another player intervenes"
        assertThat(other.player()).isEqualTo(BOB);
        s = t.ok(s, new Choice.ChooseOption(0));
        assertThat(s.player(ALICE).life()).isEqualTo(20 + 1 + 1000);
        // The loop is over: she can't start it again from the same situation.
        assertThat(t.rejected(s, new Choice.ActivateAbility(fountain, 0))).isEqualTo("421.2 / 729.2c / 729.3");
        t.ok(s, new Choice.Pass());
    }

    @Test
    void anotherPlayerMayInterveneInAOnePlayerLoop_421_2() {
        Table t = table(RulesEdition.SEED);
        int fountain = t.put(ALICE, Zone.BATTLEFIELD, FOUNTAIN);
        GameState s = t.passAll(t.ok(t.start(), new Choice.ActivateAbility(fountain, 0)));
        s = t.ok(s, new Choice.ChooseNumber(1000));
        s = t.ok(s, new Choice.ChooseOption(1)); // bob intervenes sooner
        s = t.ok(s, new Choice.ChooseNumber(3));
        // Bob acts where he first gets a choice: alice's fourth further activation is on the stack.
        Decision d = Game.decision(s);
        assertThat(d).isInstanceOf(Decision.Priority.class);
        assertThat(d.player()).isEqualTo(BOB);
        assertThat(s.stack()).hasSize(1);
        assertThat(s.player(ALICE).life()).isEqualTo(20 + 1 + 3);
    }

    @Test
    void theShortcutIsProposedByThePlayerWhoBeganTheLoop_729_2a() {
        Table t = table(RulesEdition.CURRENT);
        int flier = t.put(BOB, Zone.BATTLEFIELD, FLIER);
        int rod = t.put(ALICE, Zone.BATTLEFIELD, GROUNDER);
        GameState s = t.ok(t.start(), new Choice.Pass()); // alice passes; bob begins the loop
        s = t.ok(s, new Choice.ActivateAbility(flier, 0));
        s = t.passAll(s);
        s = t.ok(s, new Choice.ActivateAbility(rod, 0));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(flier).ref())));
        s = t.passAll(s);
        Decision proposal = Game.decision(s);
        assertThat(proposal.prompt()).contains("729.2a");
        assertThat(proposal.player()).isEqualTo(BOB);
    }

    private GameState flyingLoop(Table t, int[] ids) {
        ids[0] = t.put(ALICE, Zone.BATTLEFIELD, FLIER);
        ids[1] = t.put(BOB, Zone.BATTLEFIELD, GROUNDER);
        GameState s = t.start();
        s = t.ok(s, new Choice.ActivateAbility(ids[0], 0)); // alice: gains flying
        s = t.passAll(s);
        assertThat(Layers.of(s, ids[0]).has(Keyword.FLYING)).isTrue();
        s = t.ok(s, new Choice.Pass()); // alice passes
        s = t.ok(s, new Choice.ActivateAbility(ids[1], 0)); // bob: loses flying
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(ids[0]).ref())));
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.Pass()); // resolves: no flying, alice has priority again — the same situation
        return s;
    }

    @Test
    void theNonactivePlayerHasTheLastWordByAgreeing_421_3_example() {
        Table t = table(RulesEdition.SEED);
        int[] ids = new int[2];
        GameState s = flyingLoop(t, ids);
        Decision first = Game.decision(s);
        assertThat(first).isInstanceOf(Decision.Number.class);
        assertThat(first.player()).isEqualTo(ALICE); // the active player is the first involved player
        s = t.ok(s, new Choice.ChooseNumber(5));
        Decision.Option second = (Decision.Option) Game.decision(s);
        assertThat(second.player()).isEqualTo(BOB);
        s = t.ok(s, new Choice.ChooseOption(0)); // bob agrees: he has the last word
        s = t.passAll(s);
        assertThat(Layers.of(s, ids[0]).has(Keyword.FLYING)).isFalse();
    }

    @Test
    void noFractionIsAddedWhenTheAgreeingPlayersActionEndsTheRepetition_421_3() {
        Table t = table(RulesEdition.SEED);
        CardDefinition costlyRod = artifact("Costly Rod", new ActivatedAbility(
                new Cost(ManaCost.parse("{0}"), List.of(new dev.arbiter.engine.ability.CostPart.PayLife(1))),
                GROUNDER.abilities().get(0) instanceof ActivatedAbility g ? g.targets() : List.of(),
                new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.FLYING, false), false,
                ActivatedAbility.Timing.INSTANT, "Pay 1 life: Target creature loses flying."));
        int flier = t.put(ALICE, Zone.BATTLEFIELD, FLIER);
        int rod = t.put(BOB, Zone.BATTLEFIELD, costlyRod);
        GameState s = t.passAll(t.ok(t.start(), new Choice.ActivateAbility(flier, 0)));
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.ActivateAbility(rod, 0));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(flier).ref())));
        s = t.passAll(s);
        s = t.ok(s, new Choice.ChooseNumber(5));
        s = t.ok(s, new Choice.ChooseOption(0)); // bob agrees: his action already ends each repetition
        assertThat(s.player(BOB).life()).isEqualTo(20 - 1 - 5);
        assertThat(s.stack()).isEmpty();
        assertThat(Layers.of(s, flier).has(Keyword.FLYING)).isFalse();
    }

    @Test
    void theNonactivePlayerChoosingALowerNumberGivesTheActivePlayerTheLastWord_421_3_example() {
        Table t = table(RulesEdition.SEED);
        int[] ids = new int[2];
        GameState s = flyingLoop(t, ids);
        s = t.ok(s, new Choice.ChooseNumber(5));
        s = t.ok(s, new Choice.ChooseOption(1)); // lower
        s = t.ok(s, new Choice.ChooseNumber(2));
        s = t.passAll(s); // alice's last "gains flying" resolves
        assertThat(Layers.of(s, ids[0]).has(Keyword.FLYING)).isTrue();
        // Bob may not continue the loop (it was repeated as agreed); he can only do something else.
        assertThat(Game.decision(s).player()).isEqualTo(ALICE);
    }

    @Test
    void currentRulesUseTheShortcutProtocol_729_2() {
        Table t = table(RulesEdition.CURRENT);
        int[] ids = new int[2];
        GameState s = flyingLoop(t, ids);
        Decision proposal = Game.decision(s);
        assertThat(proposal.prompt()).contains("729.2a");
        s = t.ok(s, new Choice.ChooseNumber(7));
        s = t.ok(s, new Choice.ChooseOption(1)); // bob shortens
        s = t.ok(s, new Choice.ChooseNumber(3));
        // The game stops where bob would make his choice: the creature has flying, and bob must choose differently.
        assertThat(Game.decision(s).player()).isEqualTo(BOB);
        assertThat(Layers.of(s, ids[0]).has(Keyword.FLYING)).isTrue();
        assertThat(t.rejected(s, new Choice.ActivateAbility(ids[1], 0))).isEqualTo("421.2 / 729.2c / 729.3");
    }

    @Test
    void independentActionsOfSeveralPlayers_421_5() {
        Table t = table(RulesEdition.SEED);
        int a = t.put(ALICE, Zone.BATTLEFIELD, FOUNTAIN);
        int b = t.put(BOB, Zone.BATTLEFIELD, FOUNTAIN);
        GameState s = t.start();
        s = t.ok(s, new Choice.ActivateAbility(a, 0)); // alice activates
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.ActivateAbility(b, 0)); // bob responds with his own
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.Pass()); // bob's resolves
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.Pass()); // alice's resolves: back where we started
        Decision d = Game.decision(s);
        assertThat(d.player()).isEqualTo(ALICE); // the active player chooses the number
        assertThat(d.prompt()).contains("421.5");
        s = t.ok(s, new Choice.ChooseNumber(10));
        s = t.ok(s, new Choice.ChooseOption(1)); // bob chooses higher
        s = t.ok(s, new Choice.ChooseNumber(30));
        assertThat(s.player(ALICE).life()).isEqualTo(21 + 30);
        assertThat(s.player(BOB).life()).isEqualTo(21 + 30);
    }

    @Test
    void repeatingAnActionWhileSomethingRunsOutIsNotALoop() {
        Table t = table(RulesEdition.SEED).mana(ALICE, "{G}{G}{G}");
        int giant = t.put(ALICE, Zone.BATTLEFIELD, HILL_GIANT);
        int growth1 = t.put(ALICE, Zone.HAND, GIANT_GROWTH);
        GameState s = t.ok(t.start(), new Choice.CastSpell(growth1));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(s.object(giant).ref()))));
        assertThat(Game.decision(s)).isInstanceOf(Decision.Priority.class);
    }
}
