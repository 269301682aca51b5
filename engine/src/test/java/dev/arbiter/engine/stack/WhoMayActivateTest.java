package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** "Only your opponents may activate this ability." (602.5, 113.8) and "can't be regenerated" (701.15c). */
class WhoMayActivateTest {
    static final CardDefinition KNIGHT = creature("Test Nimbus Knight", "{W}{W}", 2, 2,
            new StaticAbility(new StaticEffect.RegenerateInsteadOfDestroy(), "If ~ would be destroyed, regenerate it."),
            new ActivatedAbility(new Cost(ManaCost.parse("{2}"), List.of()), List.of(),
                    new Effect.CantBeRegenerated(new Subject.Self()), false, ActivatedAbility.Timing.OPPONENTS_ONLY,
                    "{2}: ~ can't be regenerated this turn. Only your opponents may activate this ability."));

    @Test
    void onlyAnOpponentMayActivateAndControlsTheAbility_602_5_113_8() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .mana(ALICE, "{W}{W}").mana(BOB, "{R}{R}{R}");
        int knight = t.put(ALICE, Zone.BATTLEFIELD, KNIGHT);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.start();
        assertThat(((Decision.Priority) Game.decision(s)).actions()).doesNotContain(new Choice.ActivateAbility(knight, 0));
        assertThat(t.rejected(s, new Choice.ActivateAbility(knight, 0))).isEqualTo("602.5");
        s = t.ok(s, new Choice.Pass());
        assertThat(((Decision.Priority) Game.decision(s)).actions()).contains(new Choice.ActivateAbility(knight, 0));
        s = t.ok(s, new Choice.ActivateAbility(knight, 0));
        assertThat(((StackItem.AbilityOnStack) s.stack().last()).controller()).isEqualTo(BOB);
        assertThat(s.player(BOB).pool().total()).isEqualTo(1); // bob paid {2}
        s = t.passAll(s);
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(knight).ref())));
        s = t.passAll(s);
        assertThat(s.object(knight).zone()).isEqualTo(Zone.GRAVEYARD); // 701.15c: no regeneration
    }

    @Test
    void withoutTheEffectTheStaticAbilityRegeneratesEachTime_701_15b() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .mana(BOB, "{R}{R}");
        int knight = t.put(ALICE, Zone.BATTLEFIELD, KNIGHT);
        int bolt1 = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        int bolt2 = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt1));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(knight).ref())));
        s = t.ok(s, new Choice.CastSpell(bolt2));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(knight).ref())));
        s = t.passAll(t.passAll(s));
        assertThat(s.stack()).isEmpty();
        assertThat(s.object(knight).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(s.object(knight).damage()).isZero();
        assertThat(t.log.stream().filter(l -> l.contains("regenerates"))).hasSize(2);
    }
}
