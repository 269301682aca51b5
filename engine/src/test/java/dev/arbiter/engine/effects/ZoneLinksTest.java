package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.targets.Targeting;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Tokens (111, 701.6), targets in graveyards (115.1), linked exile (607.2a), replacing a loss (614.1a). */
class ZoneLinksTest {
    static final TokenSpec INSECT = new TokenSpec("Insect Token", Color.GREEN.bit(), CardType.CREATURE.bit(),
            List.of("Insect"), 1, 1, List.of(kw(Keyword.FLYING), kw(Keyword.DEATHTOUCH)));
    static final CardDefinition QUEEN = creature("Queen", "{G}", 2, 2, new TriggeredAbility(new Trigger.EntersBattlefield(),
            new Condition.Always(), List.of(), new Effect.CreateTokens(dev.arbiter.engine.ability.Amount.of(2), INSECT),
            "When ~ enters the battlefield, create two 1/1 green Insect creature tokens with flying and deathtouch."));
    static final CardDefinition GORGER = creature("Gorger", "{R}", 2, 2,
            new TriggeredAbility(new Trigger.EntersBattlefield(), new Condition.Always(), List.of(),
                    new Effect.ExileAllLinked(new ObjectFilter(0, 0, Relation.YOU, null, 0, 0, true, false)),
                    "When ~ enters the battlefield, exile all other permanents you control."),
            new TriggeredAbility(new Trigger.LeavesBattlefield(), new Condition.Always(), List.of(),
                    new Effect.ReturnLinkedExiled(),
                    "When ~ leaves the battlefield, return the exiled cards to the battlefield under their owners' control."));
    static final CardDefinition MIRROR = creature("Mirror Golem", "{5}", 1, 1, new StaticAbility(
            new StaticEffect.RestartInsteadOfLosing(), "If you would lose the game, instead ..."));

    @Test
    void createdTokensHaveTheStatedCharacteristicsAndCeaseToExistWhenTheyDie_111_4_704_5d() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .mana(ALICE, "{G}").mana(BOB, "{R}");
        int queen = t.put(ALICE, Zone.HAND, QUEEN);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.passAll(t.passAll(t.ok(t.start(), new Choice.CastSpell(queen))));
        List<GameObject> tokens = s.objects().filter(GameObject::token).asJava();
        assertThat(tokens).hasSize(2);
        GameObject token = tokens.get(0);
        assertThat(token.zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(token.owner()).isEqualTo(ALICE);
        var ch = Layers.of(s, token.id());
        assertThat(ch.name()).isEqualTo("Insect Token");
        assertThat(ch.hasSubtype("Insect")).isTrue();
        assertThat(ch.colors()).isEqualTo(Color.GREEN.bit());
        assertThat(ch.has(Keyword.FLYING) && ch.has(Keyword.DEATHTOUCH)).isTrue();
        assertThat(ch.power()).isEqualTo(1);
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(s.object(token.id()).ref()))));
        assertThat(s.object(token.id()).zone()).isEqualTo(Zone.NONE);
        assertThat(s.player(ALICE).graveyard()).isEmpty();
    }

    @Test
    void aGraveyardTargetIsACardOfTheRightTypeInTheRightGraveyard_115_1() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int bears = t.put(ALICE, Zone.GRAVEYARD, GRIZZLY_BEARS);
        t.put(ALICE, Zone.GRAVEYARD, FOREST);
        t.put(BOB, Zone.GRAVEYARD, HILL_GIANT);
        t.put(ALICE, Zone.BATTLEFIELD, WAR_MAMMOTH);
        GameState s = t.start();
        TargetSpec spec = TargetSpec.one(new TargetFilter.CardInGraveyard(CardType.CREATURE.bit(), Relation.YOU),
                "target creature card from your graveyard");
        assertThat(Targeting.candidates(s, spec, -1, ALICE)).containsExactly(s.object(bears).ref());
    }

    @Test
    void linkedAbilitiesReturnOnlyTheCardsTheirObjectExiled_607_2a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .mana(ALICE, "{R}").mana(BOB, "{R}");
        int bears = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int giant = t.put(BOB, Zone.BATTLEFIELD, HILL_GIANT);
        int gorger = t.put(ALICE, Zone.HAND, GORGER);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.passAll(t.passAll(t.ok(t.start(), new Choice.CastSpell(gorger))));
        assertThat(s.object(bears).zone()).isEqualTo(Zone.EXILE);
        assertThat(s.object(giant).zone()).isEqualTo(Zone.BATTLEFIELD);
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(s.object(gorger).ref()))));
        assertThat(s.object(gorger).zone()).isEqualTo(Zone.GRAVEYARD);
        s = t.passAll(s); // the leaves-the-battlefield trigger resolves
        assertThat(s.object(bears).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(s.object(bears).controller()).isEqualTo(ALICE);
        assertThat(s.effects()).isEmpty(); // the link is used up
    }

    @Test
    void aLeavesTriggerReturnsOnlyTheCardsOfTheIncarnationThatLeft_607_2a_603_10a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5).mana(ALICE, "{R}");
        int bears = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int other = t.put(ALICE, Zone.EXILE, HILL_GIANT);
        int gorger = t.put(ALICE, Zone.HAND, GORGER);
        GameState s = t.passAll(t.passAll(t.ok(t.start(), new Choice.CastSpell(gorger))));
        int first = s.object(gorger).zoneChanges(); // the incarnation that exiled the Bears
        // A link of an earlier incarnation of the same card (one that exiled the Giant), still unused.
        assertThat(first).isGreaterThanOrEqualTo(2);
        long ts = s.nextTimestamp();
        s = s.withNextTimestamp(ts + 1).withEffects(s.effects().append(new dev.arbiter.engine.state.ContinuousEffect(ts,
                gorger, ALICE, new dev.arbiter.engine.state.Modification.ExiledWith(first - 2),
                io.vavr.collection.Vector.of((dev.arbiter.engine.state.Target.Object) s.object(other).ref()),
                dev.arbiter.engine.state.Duration.INDEFINITE)));
        dev.arbiter.engine.proc.Ctx ctx = new dev.arbiter.engine.proc.Ctx(s, io.vavr.collection.Vector.empty(), null);
        ZoneMoves.move(ctx, gorger, Zone.GRAVEYARD);
        LinkedExile.returnAll(ctx, new Resolution(gorger, ALICE, io.vavr.collection.Vector.empty(), 0, -1, -1, null, first));
        assertThat(ctx.s.object(bears).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(ctx.s.object(other).zone()).isEqualTo(Zone.EXILE);
    }

    @Test
    void lichsMirrorReplacesLosingAtZeroLife_614_1a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 10)
                .life(BOB, 2).mana(ALICE, "{R}");
        int mirror = t.put(BOB, Zone.BATTLEFIELD, MIRROR);
        t.put(BOB, Zone.HAND, GRIZZLY_BEARS);
        t.put(BOB, Zone.GRAVEYARD, HILL_GIANT);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.CastSpell(bolt));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB)))));
        assertThat(s.isOver()).isFalse();
        assertThat(s.player(BOB).life()).isEqualTo(20);
        assertThat(s.player(BOB).hand()).hasSize(7);
        assertThat(s.player(BOB).library()).hasSize(13 - 7);
        assertThat(s.player(BOB).graveyard()).isEmpty();
        assertThat(s.object(mirror).zone()).isNotEqualTo(Zone.BATTLEFIELD);
    }

    @Test
    void withoutTheMirrorThePlayerLoses_704_5a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 10)
                .life(BOB, 2).mana(ALICE, "{R}");
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.CastSpell(bolt));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB)))));
        assertThat(s.isOver()).isTrue();
    }
}
