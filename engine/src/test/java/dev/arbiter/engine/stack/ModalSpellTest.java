package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
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

class ModalSpellTest {
    private static final SpellAbility DAMAGE = new SpellAbility(
            List.of(TargetSpec.one(new TargetFilter.AnyTarget(), "any target")),
            new Effect.DealDamage(Amount.of(2), new Recipient.Target(0)), "~ deals 2 damage to any target.");
    private static final SpellAbility PUMP = new SpellAbility(
            List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null),
                    "target creature")),
            new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 2, 0), "Target creature gets +2/+0 until end of turn.");
    private static final CardDefinition CHARM = new CardDefinition("Test Charm", ManaCost.parse("{R}"), true, -1, 0,
            CardType.INSTANT.bit(), List.of(), null, null, null,
            List.of(SpellAbility.chooseOne(List.of(PUMP, DAMAGE), "Choose one —")), List.of());

    private Table table() {
        return new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    @Test
    void theModeIsAnnouncedBeforeTargetsAndOnlyItResolves_601_2b_700_2a() {
        Table t = table();
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int bear = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int charm = t.put(ALICE, Zone.HAND, CHARM);
        GameState s = t.ok(t.start(), new Choice.CastSpell(charm));
        Decision.Option mode = (Decision.Option) Game.decision(s);
        assertThat(mode.options()).containsExactly("Target creature gets +2/+0 until end of turn.",
                "Test Charm deals 2 damage to any target.");
        s = t.ok(s, new Choice.ChooseOption(1));
        Decision.Targets targets = (Decision.Targets) Game.decision(s);
        assertThat(targets.candidates()).contains(Target.player(BOB), s.object(bear).ref());
        s = t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB))));
        assertThat(((StackItem.Spell) s.stack().last()).mode()).isEqualTo(1);
        s = t.passAll(s);
        assertThat(s.player(BOB).life()).isEqualTo(18);
        assertThat(Layers.of(s, bear).power()).isEqualTo(2);
    }

    @Test
    void aModeWithoutLegalTargetsCantBeChosen_700_2a() {
        Table t = table();
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int charm = t.put(ALICE, Zone.HAND, CHARM);
        GameState s = t.ok(t.start(), new Choice.CastSpell(charm));
        Decision.Option mode = (Decision.Option) Game.decision(s);
        assertThat(mode.options()).containsExactly("Test Charm deals 2 damage to any target.");
        s = t.ok(s, new Choice.ChooseOption(0));
        s = t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB))));
        s = t.passAll(s);
        assertThat(s.player(BOB).life()).isEqualTo(18);
    }
}
