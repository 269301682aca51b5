package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Layers (613): timestamp order (613.7), dependency order (613.8), and the P/T sublayers (613.4). */
class LayersTest {
    static CardDefinition enchantment(String name, StaticEffect... effects) {
        List<dev.arbiter.engine.ability.Ability> abilities = new java.util.ArrayList<>();
        for (StaticEffect e : effects) abilities.add(new StaticAbility(e, name));
        return new CardDefinition(name, ManaCost.parse("{1}"), true, -1, 0, CardType.ENCHANTMENT.bit(), List.of(), null,
                null, null, abilities, List.of());
    }

    static final ObjectFilter CREATURES = ObjectFilter.creatures();
    static final ObjectFilter LANDS = new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false);
    static final CardDefinition LIVING_PLANE = enchantment("Living Plane",
            new StaticEffect.BecomeCreatures(new Affected.All(LANDS), 1, 1));
    static final CardDefinition ELF_WORLD = enchantment("Elf World",
            new StaticEffect.AddTypes(new Affected.All(CREATURES), 0, List.of("Elf")));
    static final CardDefinition FLIGHT_FOR_ALL = enchantment("Flight for All",
            new StaticEffect.GrantAbilities(new Affected.All(CREATURES), List.of(kw(Keyword.FLYING)), new Condition.Always()));
    static final CardDefinition FLIERS_HASTE = enchantment("Fliers Have Haste",
            new StaticEffect.GrantAbilities(new Affected.All(CREATURES.withKeyword(Keyword.FLYING)), List.of(kw(Keyword.HASTE)),
                    new Condition.Always()));
    static final CardDefinition HASTY_FLY = enchantment("Hasty Creatures Fly",
            new StaticEffect.GrantAbilities(new Affected.All(CREATURES.withKeyword(Keyword.HASTE)), List.of(kw(Keyword.FLYING)),
                    new Condition.Always()));
    static final CardDefinition FLIERS_LOSE_HASTE = enchantment("Fliers Lose Haste",
            new StaticEffect.LoseKeyword(new Affected.All(CREATURES.withKeyword(Keyword.FLYING)), Keyword.HASTE));
    static final CardDefinition ANTHEM = enchantment("Anthem",
            new StaticEffect.ModifyPowerToughness(new Affected.All(CREATURES), 1, 1, new Condition.Always()));
    static final CardDefinition NIGHTMARE = creature("Nightmare", "{5}{B}", 0, 0,
            new StaticAbility(new StaticEffect.CharacteristicPowerToughness(
                    new Amount.CountPermanents(LANDS.controlledBy(Relation.YOU).withSubtype("Swamp")),
                    new Amount.CountPermanents(LANDS.controlledBy(Relation.YOU).withSubtype("Swamp"))),
                    "~'s power and toughness are each equal to the number of Swamps you control."));

    private Position position() {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        for (int i = 0; i < 3; i++) {
            p.add(0, Zone.LIBRARY, FOREST, Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, FOREST, Position.Placement.PLAIN);
        }
        return p;
    }

    private static GameState withEffects(GameState s, ContinuousEffect... effects) {
        return s.withEffects(Vector.of(effects));
    }

    @Test
    void laterTimestampWinsWithinASublayer_613_7() {
        Position p = position();
        int bear = p.add(0, Zone.BATTLEFIELD, GRIZZLY_BEARS, Position.Placement.PLAIN);
        GameState s = p.build();
        var ref = s.object(bear).ref();
        GameState a = withEffects(s, new ContinuousEffect(10, bear, 0, new Modification.SetPowerToughness(5, 5), Vector.of(ref), Duration.UNTIL_END_OF_TURN),
                new ContinuousEffect(11, bear, 0, new Modification.SetPowerToughness(0, 1), Vector.of(ref), Duration.UNTIL_END_OF_TURN));
        assertThat(pt(a, bear)).isEqualTo("0/1");
        GameState b = withEffects(s, new ContinuousEffect(11, bear, 0, new Modification.SetPowerToughness(5, 5), Vector.of(ref), Duration.UNTIL_END_OF_TURN),
                new ContinuousEffect(10, bear, 0, new Modification.SetPowerToughness(0, 1), Vector.of(ref), Duration.UNTIL_END_OF_TURN));
        assertThat(pt(b, bear)).isEqualTo("5/5");
    }

    @Test
    void powerToughnessSublayersApplyInOrderWhateverTheTimestamps_613_4() {
        Position p = position();
        int bear = p.add(0, Zone.BATTLEFIELD, GRIZZLY_BEARS,
                new Position.Placement(false, false, 0, Counters.NONE.plus("+1/+1", 1), false));
        GameState s = p.build();
        var ref = s.object(bear).ref();
        // Switch (7d) has the earliest timestamp, set (7b) the latest: layer order still decides.
        s = withEffects(s,
                new ContinuousEffect(1, bear, 0, new Modification.SwitchPowerToughness(), Vector.of(ref), Duration.UNTIL_END_OF_TURN),
                new ContinuousEffect(2, bear, 0, new Modification.ModifyPowerToughness(3, 3), Vector.of(ref), Duration.UNTIL_END_OF_TURN),
                new ContinuousEffect(3, bear, 0, new Modification.SetPowerToughness(0, 4), Vector.of(ref), Duration.UNTIL_END_OF_TURN));
        // 7b: 0/4; 7c: +3/+3 -> 3/7, counter +1/+1 -> 4/8; 7d: switch -> 8/4.
        assertThat(pt(s, bear)).isEqualTo("8/4");
    }

    @Test
    void characteristicDefiningAbilitiesApplyFirst_613_4a_andInEveryZone_604_3() {
        Position p = position();
        int nightmare = p.add(0, Zone.BATTLEFIELD, NIGHTMARE, Position.Placement.PLAIN);
        int inHand = p.add(0, Zone.HAND, NIGHTMARE, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, basicLand("Swamp"), Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, basicLand("Swamp"), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, basicLand("Swamp"), Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, ANTHEM, Position.Placement.PLAIN);
        GameState s = p.build();
        assertThat(pt(s, nightmare)).isEqualTo("3/3"); // 2 Swamps you control (7a), then the anthem (7c)
        assertThat(pt(s, inHand)).isEqualTo("2/2");
    }

    @Test
    void typeChangesComeBeforePowerToughness_613_1() {
        Position p = position();
        int forest = p.add(0, Zone.BATTLEFIELD, FOREST, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, ANTHEM, Position.Placement.PLAIN); // earlier timestamp than Living Plane
        p.add(0, Zone.BATTLEFIELD, LIVING_PLANE, Position.Placement.PLAIN);
        GameState s = p.build();
        Characteristics ch = Layers.of(s, forest);
        assertThat(ch.isCreature()).isTrue();
        assertThat(ch.isLand()).isTrue();
        assertThat(pt(s, forest)).isEqualTo("2/2"); // 1/1 (7b) then +1/+1 (7c)
    }

    @Test
    void anEffectThatDependsOnAnotherWaitsForIt_613_8a() {
        Position p = position();
        int forest = p.add(0, Zone.BATTLEFIELD, FOREST, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, ELF_WORLD, Position.Placement.PLAIN); // earlier: "creatures are Elves"
        p.add(0, Zone.BATTLEFIELD, LIVING_PLANE, Position.Placement.PLAIN); // later: lands become creatures
        GameState s = p.build();
        // Elf World's set of affected objects depends on Living Plane, so Living Plane applies first.
        assertThat(Layers.of(s, forest).hasSubtype("Elf")).isTrue();
    }

    @Test
    void abilityDependenciesInLayerSix_613_8a() {
        Position p = position();
        int bear = p.add(0, Zone.BATTLEFIELD, GRIZZLY_BEARS, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, FLIERS_HASTE, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, FLIGHT_FOR_ALL, Position.Placement.PLAIN);
        GameState s = p.build();
        assertThat(Layers.of(s, bear).has(Keyword.FLYING)).isTrue();
        assertThat(Layers.of(s, bear).has(Keyword.HASTE)).isTrue();
    }

    @Test
    void aDependencyLoopFallsBackToTimestampOrder_613_8b() {
        Position p = position();
        int goblin = p.add(0, Zone.BATTLEFIELD, RAGING_GOBLIN, Position.Placement.PLAIN); // has haste
        p.add(0, Zone.BATTLEFIELD, HASTY_FLY, Position.Placement.PLAIN); // earlier
        p.add(0, Zone.BATTLEFIELD, FLIERS_LOSE_HASTE, Position.Placement.PLAIN); // later
        GameState s = p.build();
        // Each depends on the other: timestamp order. Hasty creatures fly, then fliers lose haste.
        assertThat(Layers.of(s, goblin).has(Keyword.FLYING)).isTrue();
        assertThat(Layers.of(s, goblin).has(Keyword.HASTE)).isFalse();
    }

    @Test
    void staticAbilityConditionsAreCheckedContinuously_611_3b() {
        CardDefinition lancer = creature("Soltari Lancer", "{2}{W}", 2, 2, new StaticAbility(
                new StaticEffect.GrantAbilities(new Affected.Self(), List.of(kw(Keyword.FIRST_STRIKE)), new Condition.SourceAttacking()),
                "~ has first strike as long as it's attacking."));
        Position p = position();
        int l = p.add(0, Zone.BATTLEFIELD, lancer, Position.Placement.PLAIN);
        GameState s = p.build();
        assertThat(Layers.of(s, l).has(Keyword.FIRST_STRIKE)).isFalse();
        GameState attacking = s.withCombat(s.combat().withAttackers(Vector.of(
                new dev.arbiter.engine.state.Attacker(l, dev.arbiter.engine.state.Target.player(1), false, Vector.empty()))));
        assertThat(Layers.of(attacking, l).has(Keyword.FIRST_STRIKE)).isTrue();
    }

    @Test
    void aConditionReadFromTheGameIsJudgedNotAssumed_611_3b() {
        // "~ gets +1/+1 as long as you have 30 or more life": a life condition on a static ability is judged
        // for the source's controller (119, 611.3b), never taken as true because the static reader lacks it.
        CardDefinition healthy = creature("Healthy Bear", "{1}{G}", 2, 2, new StaticAbility(
                new StaticEffect.ModifyPowerToughness(new Affected.Self(), 1, 1, new Condition.LifeTotal(30, Integer.MAX_VALUE)),
                "~ gets +1/+1 as long as you have 30 or more life."));
        Position p = position();
        int bear = p.add(0, Zone.BATTLEFIELD, healthy, Position.Placement.PLAIN);
        GameState s = p.build();
        assertThat(pt(s, bear)).isEqualTo("2/2");
        assertThat(pt(s.withLife(0, 30), bear)).isEqualTo("3/3");
        assertThat(pt(s.withLife(1, 30), bear)).isEqualTo("2/2"); // the opponent's life doesn't count
    }

    private static String pt(GameState s, int id) {
        Characteristics ch = Layers.of(s, id);
        return ch.power() + "/" + ch.toughness();
    }

    @Test
    void settledGamesComputeTheSame() {
        Position p = position();
        int forest = p.add(0, Zone.BATTLEFIELD, FOREST, Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, LIVING_PLANE, Position.Placement.PLAIN);
        GameState s = Game.settle(p.build(), false).state();
        assertThat(pt(s, forest)).isEqualTo("1/1");
    }
}
