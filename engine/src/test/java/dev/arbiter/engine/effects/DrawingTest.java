package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Dredge;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerStatus;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Seed 423 (drawing a card) and the 2009 rulings 119.1-119.7. */
class DrawingTest {
    static CardDefinition enchantment(String name, StaticEffect e, String text) {
        return new CardDefinition(name, ManaCost.parse("{2}{G}{G}"), true, -1, 0, CardType.ENCHANTMENT.bit(), List.of(),
                null, null, null, List.of(new StaticAbility(e, text)), List.of(text));
    }

    static final CardDefinition ABUNDANCE = enchantment("Abundance",
            new StaticEffect.ReplaceDraw(new DrawReplacement.ChooseKindAndReveal()), "If you would draw a card, ...");
    static final CardDefinition ENDURING_RENEWAL = enchantment("Enduring Renewal",
            new StaticEffect.ReplaceDraw(new DrawReplacement.RevealTopCreatureToGraveyard()), "If you would draw a card, reveal...");
    static final CardDefinition LAB_MANIAC = creature("Laboratory Maniac", "{2}{U}", 2, 2,
            new StaticAbility(new StaticEffect.ReplaceDraw(new DrawReplacement.WinWithEmptyLibrary()),
                    "If you would draw a card while your library has no cards in it, you win the game instead."));
    static final CardDefinition THUG = creature("Golgari Thug", "{1}{B}", 1, 1, new Dredge(4));
    static final CardDefinition DIVINATION_2 = DIVINATION;
    static final CardDefinition PROSPERITY = spell("Prosperity", "{X}{U}", CardType.SORCERY, List.of(),
            new Effect.DrawCards(new Who.EachPlayer(), new Amount.X()));
    static final CardDefinition GLIMPSE = spell("Glimpse", "{U}", CardType.SORCERY, List.of(),
            new Effect.DrawThen(new Who.You(), new Effect.GainLife(new Who.You(), Amount.of(5))));
    static final CardDefinition MAY_DRAW = spell("Maybe", "{U}", CardType.SORCERY, List.of(),
            new Effect.MayDraw(new Who.You()));

    private static Table table() {
        return new Table().at(1, ALICE, Step.MAIN1).library(BOB, FOREST, 5);
    }

    private static GameState cast(Table t, GameState s, int card) {
        return t.passAll(t.ok(s, new Choice.CastSpell(card)));
    }

    @Test
    void aDrawPutsTheTopCardIntoHand_423_1_andSeveralDrawsAreSingleDraws_423_2() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        int a = t.put(ALICE, Zone.LIBRARY, GRIZZLY_BEARS);
        int b = t.put(ALICE, Zone.LIBRARY, HILL_GIANT);
        t.put(ALICE, Zone.LIBRARY, FOREST);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = cast(t, t.start(), div);
        assertThat(s.player(ALICE).hand()).containsExactly(a, b);
    }

    @Test
    void aDrawFromAnEmptyLibraryLosesAtTheNextCheck_423_4_butAReplacedDrawDoesNot_423_6a() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        t.put(ALICE, Zone.BATTLEFIELD, ABUNDANCE);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = t.ok(t.start(), new Choice.CastSpell(div));
        s = t.passAll(s);
        // Abundance is optional (616.1): the player chooses it for each draw.
        for (int i = 0; i < 2; i++) {
            Decision.Option o = (Decision.Option) Game.decision(s);
            assertThat(o.options()).contains("Draw normally");
            s = t.ok(s, new Choice.ChooseOption(0));
            s = t.ok(s, new Choice.ChooseOption(1)); // nonland: nothing revealed
        }
        assertThat(s.isOver()).isFalse();
        assertThat(s.player(ALICE).status()).isEqualTo(PlayerStatus.PLAYING);
    }

    @Test
    void laboratoryManiacWinsInsteadOfDrawingFromAnEmptyLibrary_423_6a() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        t.put(ALICE, Zone.BATTLEFIELD, LAB_MANIAC);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = cast(t, t.start(), div);
        assertThat(s.isOver()).isTrue();
        assertThat(s.outcome().winners()).containsExactly(ALICE);
    }

    @Test
    void movingCardsToHandWithoutTheWordDrawIsNotADraw_423_5() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        t.put(ALICE, Zone.BATTLEFIELD, ABUNDANCE);
        t.put(ALICE, Zone.LIBRARY, GRIZZLY_BEARS);
        int land = t.put(ALICE, Zone.LIBRARY, FOREST);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = cast(t, t.start(), div);
        s = t.ok(s, new Choice.ChooseOption(0)); // apply Abundance
        s = t.ok(s, new Choice.ChooseOption(0)); // land
        GameState view = Game.view(s); // part-way through the resolution: the second draw is next
        assertThat(view.player(ALICE).hand()).contains(land);
        assertThat(view.player(ALICE).library()).hasSize(1); // the Bears went to the bottom
        s = t.ok(s, new Choice.ChooseOption(1)); // second draw: draw normally (the Bears)
        assertThat(s.player(ALICE).library()).isEmpty();
        assertThat(t.log).noneMatch(l -> l.contains("attempts to draw"));
    }

    @Test
    void dredgeReplacesOneDrawAndTheSequenceThenContinues_423_6b() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        for (int i = 0; i < 6; i++) t.put(ALICE, Zone.LIBRARY, FOREST);
        int thug = t.put(ALICE, Zone.GRAVEYARD, THUG);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = cast(t, t.start(), div);
        Decision.Option o = (Decision.Option) Game.decision(s);
        assertThat(o.options()).containsExactly("Golgari Thug: dredge 4", "Draw normally");
        s = t.ok(s, new Choice.ChooseOption(0)); // dredge: mill 4, Thug to hand
        // The second draw: the Thug is in hand now, so nothing replaces it and it is a normal draw.
        assertThat(s.player(ALICE).hand()).contains(thug).hasSize(2);
        assertThat(s.player(ALICE).graveyard()).hasSize(5); // 4 milled + Divination
        assertThat(s.player(ALICE).library()).hasSize(1);
    }

    @Test
    void dredgeNeedsEnoughCardsInTheLibrary_702_52b() {
        Table t = table().mana(ALICE, "{U}{U}{U}");
        for (int i = 0; i < 3; i++) t.put(ALICE, Zone.LIBRARY, FOREST);
        t.put(ALICE, Zone.GRAVEYARD, THUG);
        int div = t.put(ALICE, Zone.HAND, DIVINATION_2);
        GameState s = cast(t, t.start(), div);
        assertThat(s.player(ALICE).hand()).hasSize(2); // no choice offered: dredge 4 with 3 cards can't apply
    }

    @Test
    void additionalActionsAreNotPerformedWhenTheDrawIsReplaced_423_6c() {
        Table t = table().mana(ALICE, "{U}");
        t.put(ALICE, Zone.BATTLEFIELD, ENDURING_RENEWAL);
        t.put(ALICE, Zone.LIBRARY, GRIZZLY_BEARS);
        int glimpse = t.put(ALICE, Zone.HAND, GLIMPSE);
        GameState s = cast(t, t.start(), glimpse);
        assertThat(s.player(ALICE).graveyard()).hasSize(2); // the revealed Bears and Glimpse
        assertThat(s.player(ALICE).life()).isEqualTo(20); // no "then" action: the draw was replaced
    }

    @Test
    void enduringRenewalsNewDrawIsADrawTheSameReplacementCantReplace_614_5() {
        Table t = table().mana(ALICE, "{U}");
        t.put(ALICE, Zone.BATTLEFIELD, ENDURING_RENEWAL);
        int forest = t.put(ALICE, Zone.LIBRARY, FOREST);
        int glimpse = t.put(ALICE, Zone.HAND, GLIMPSE);
        GameState s = cast(t, t.start(), glimpse);
        assertThat(s.player(ALICE).hand()).containsExactly(forest);
    }

    @Test
    void aPlayerMayChooseToDrawFromAnEmptyLibrary_423_3() {
        Table t = table().mana(ALICE, "{U}");
        int maybe = t.put(ALICE, Zone.HAND, MAY_DRAW);
        GameState s = cast(t, t.start(), maybe);
        s = t.ok(s, new Choice.ChooseOption(0)); // yes
        assertThat(s.isOver()).isTrue();
        assertThat(s.outcome().winners()).containsExactly(BOB);
    }

    @Test
    void theActivePlayerDrawsFirstThenEachOtherPlayerInTurnOrder_423_2a() {
        Position pos = new Position(GameConfig.STANDARD, List.of("alice", "bob", "carol"), 20).turn(1, 1, Step.MAIN1);
        for (int p = 0; p < 3; p++) for (int i = 0; i < 5; i++) pos.add(p, Zone.LIBRARY, FOREST, Position.Placement.PLAIN);
        pos.mana(1, ManaPool.parse("{U}{U}{U}"));
        int prosperity = pos.add(1, Zone.HAND, PROSPERITY, Position.Placement.PLAIN);
        GameState s = pos.start(true).state();
        List<String> log = new ArrayList<>();
        s = apply(s, new Choice.CastSpell(prosperity), log);
        s = apply(s, new Choice.ChooseNumber(2), log);
        for (int i = 0; i < 3; i++) s = apply(s, new Choice.Pass(), log);
        List<String> draws = log.stream().filter(l -> l.contains(" draws ")).toList();
        assertThat(draws).containsExactly("bob draws a card", "bob draws a card", "carol draws a card",
                "carol draws a card", "alice draws a card", "alice draws a card");
    }

    @Test
    void inTwoHeadedGiantTheActiveTeamsPrimaryThenSecondaryPlayerDrawsThenTheOtherTeam_423_2b() {
        GameConfig thg = new GameConfig(dev.arbiter.engine.rules.RulesEdition.SEED, 7, 7, true);
        Position pos = new Position(thg, List.of("a1", "a2", "b1", "b2"), 30).turn(1, 2, Step.MAIN1);
        for (int p = 0; p < 4; p++) for (int i = 0; i < 5; i++) pos.add(p, Zone.LIBRARY, FOREST, Position.Placement.PLAIN);
        pos.mana(2, ManaPool.parse("{U}{U}"));
        int prosperity = pos.add(2, Zone.HAND, PROSPERITY, Position.Placement.PLAIN);
        GameState s = pos.start(true).state();
        assertThat(s.player(2).team()).isEqualTo(s.player(3).team()).isNotEqualTo(s.player(0).team());
        List<String> log = new ArrayList<>();
        s = apply(s, new Choice.CastSpell(prosperity), log);
        s = apply(s, new Choice.ChooseNumber(1), log);
        for (int i = 0; i < 4; i++) s = apply(s, new Choice.Pass(), log);
        List<String> draws = log.stream().filter(l -> l.contains(" draws ")).toList();
        assertThat(draws).containsExactly("b1 draws a card", "b2 draws a card", "a1 draws a card", "a2 draws a card");
    }

    private static GameState apply(GameState s, Choice c, List<String> log) {
        var r = Game.apply(s, c);
        assertThat(r.rejection()).as(c.toString()).isNull();
        log.addAll(r.log());
        return r.state();
    }
}
