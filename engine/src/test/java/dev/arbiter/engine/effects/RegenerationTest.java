package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.mana.ManaCost;
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

/** Regeneration (701.19) and "can't" effects on winning and losing (104.3). */
class RegenerationTest {
    static final CardDefinition SKELETONS = creature("Drudge Skeletons", "{1}{B}", 1, 1,
            new ActivatedAbility(new Cost(ManaCost.parse("{B}"), List.of()), List.of(),
                    new Effect.Regenerate(new Subject.Self()), false, ActivatedAbility.Timing.INSTANT, "{B}: Regenerate ~."));
    static final CardDefinition ANGEL = creature("Platinum Angel", "{7}", 4, 4,
            new StaticAbility(new StaticEffect.CantLoseOpponentsCantWin(),
                    "You can't lose the game and your opponents can't win the game."));

    @Test
    void aRegenerationShieldReplacesTheNextDestruction_701_19a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .mana(ALICE, "{B}").mana(BOB, "{R}");
        int skel = t.put(ALICE, Zone.BATTLEFIELD, SKELETONS);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.ActivateAbility(skel, 0));
        s = t.passAll(s); // the shield is made
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(skel).ref())));
        s = t.passAll(s);
        assertThat(s.object(skel).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(s.object(skel).tapped()).isTrue();
        assertThat(s.object(skel).damage()).isZero();
        assertThat(s.effects()).isEmpty(); // the shield was used up
        assertThat(t.log).anyMatch(l -> l.contains("Drudge Skeletons regenerates"));
    }

    @Test
    void aPlayerWhoCantLoseStaysInTheGameAtZeroLife_104_3() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5)
                .life(BOB, 2).mana(ALICE, "{R}");
        t.put(BOB, Zone.BATTLEFIELD, ANGEL);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.CastSpell(bolt));
        s = t.passAll(t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB)))));
        assertThat(s.player(BOB).life()).isEqualTo(-1);
        assertThat(s.isOver()).isFalse();
    }
}
