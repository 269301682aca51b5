package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Seed 502.3: flanking is a triggered ability; each instance triggers separately. */
class FlankingTest {
    static final CardDefinition CAVALRY = creature("Benalish Cavalry", "{1}{W}", 2, 2, kw(Keyword.FLANKING));
    static final CardDefinition MASTER = creature("Cavalry Master", "{2}{W}{W}", 3, 3, kw(Keyword.FLANKING),
            new StaticAbility(new StaticEffect.GrantAbilities(new Affected.All(ObjectFilter.creatures()
                    .controlledBy(Relation.YOU).withKeyword(Keyword.FLANKING).otherThanSource()),
                    List.of(kw(Keyword.FLANKING)), new Condition.Always()),
                    "Other creatures you control with flanking have flanking."));

    private GameState blocked(Table t, int attacker, int blocker) {
        GameState s = t.passAll(t.start());
        s = t.passAll(t.ok(s, new Choice.DeclareAttackers(List.of(new Choice.Attack(attacker, Target.player(BOB))))));
        s = t.ok(s, new Choice.DeclareBlockers(List.of(new Choice.Block(blocker, attacker))));
        return t.passAll(s); // the flanking triggers resolve
    }

    @Test
    void theBlockingCreatureWithoutFlankingGetsMinusOneMinusOne_502_3a() {
        Table t = new Table().at(1, ALICE, Step.BEGINNING_OF_COMBAT).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int cavalry = t.put(ALICE, Zone.BATTLEFIELD, CAVALRY);
        int giant = t.put(BOB, Zone.BATTLEFIELD, HILL_GIANT);
        GameState s = blocked(t, cavalry, giant);
        assertThat(Layers.of(s, giant).power()).isEqualTo(2);
        assertThat(Layers.of(s, giant).toughness()).isEqualTo(2);
    }

    @Test
    void eachInstanceTriggersSeparately_502_3b() {
        Table t = new Table().at(1, ALICE, Step.BEGINNING_OF_COMBAT).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int cavalry = t.put(ALICE, Zone.BATTLEFIELD, CAVALRY);
        t.put(ALICE, Zone.BATTLEFIELD, MASTER);
        int giant = t.put(BOB, Zone.BATTLEFIELD, HILL_GIANT);
        GameState before = t.passAll(t.start());
        GameState s = t.passAll(t.ok(before, new Choice.DeclareAttackers(List.of(new Choice.Attack(cavalry, Target.player(BOB))))));
        s = t.ok(s, new Choice.DeclareBlockers(List.of(new Choice.Block(giant, cavalry))));
        assertThat(s.stack()).hasSize(2);
        s = t.passAll(t.passAll(s));
        assertThat(Layers.of(s, giant).power()).isEqualTo(1);
        assertThat(Layers.of(s, giant).toughness()).isEqualTo(1);
    }

    @Test
    void aBlockerWithFlankingIsNotAffected_502_3a() {
        Table t = new Table().at(1, ALICE, Step.BEGINNING_OF_COMBAT).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int cavalry = t.put(ALICE, Zone.BATTLEFIELD, CAVALRY);
        int other = t.put(BOB, Zone.BATTLEFIELD, CAVALRY);
        GameState s = blocked(t, cavalry, other);
        assertThat(s.stack()).isEmpty();
        assertThat(Layers.of(s, other).power()).isEqualTo(2);
    }
}
