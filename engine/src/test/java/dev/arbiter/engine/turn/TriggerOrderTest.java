package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
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

import java.time.Duration;
import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.FOREST;
import static dev.arbiter.engine.testing.TestCards.spell;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** 603.3b: a player puts their waiting triggered abilities on the stack in the order they choose. */
class TriggerOrderTest {
    static final CardDefinition ECHO = new CardDefinition("Echo Chamber", ManaCost.parse("{1}"), true, -1, 0,
            CardType.ARTIFACT.bit(), List.of(), null, null, null, List.of(new TriggeredAbility(new Trigger.YouGainLife(),
            List.of(), new Effect.GainLife(new Who.EachOpponent(), Amount.of(1)),
            "Whenever you gain life, each opponent gains 1 life.")), List.of());
    static final CardDefinition BLESSING = spell("Chaplain's Blessing", "{W}", CardType.SORCERY, List.of(),
            new Effect.GainLife(new Who.You(), Amount.of(5)));

    /**
     * 603.3b: two thousand abilities triggered at once are ordered one answer at a time; each answer replays the
     * earlier ones (DESIGN's "replaying the step"), which must not rebuild the options each time (the stress game of
     * deck seed 19345: ten thousand Barbed Foliage triggers took hours). The abilities go on the stack in the order
     * chosen.
     */
    @Test
    void thousandsOfTriggersAreOrderedInLinearishTime_603_3b() {
        int n = 2000;
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5).mana(ALICE, "{W}");
        int first = -1;
        for (int i = 0; i < n; i++) {
            int id = t.put(ALICE, Zone.BATTLEFIELD, ECHO);
            if (i == 0) first = id;
        }
        int blessing = t.put(ALICE, Zone.HAND, BLESSING);
        GameState cast = t.ok(t.start(), new Choice.CastSpell(blessing));
        int firstEcho = first;
        GameState ordered = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            GameState s = t.ok(cast, new Choice.Pass());
            s = t.ok(s, new Choice.Pass()); // the Blessing resolves: every Echo Chamber triggers
            int asked = 0;
            while (Game.decision(s) instanceof Decision.Option o) {
                assertThat(o.options()).hasSize(n - asked);
                s = t.ok(s, new Choice.ChooseOption(asked % 2 == 0 ? 0 : o.options().size() - 1)); // first, last, ...
                asked++;
            }
            assertThat(asked).isEqualTo(n - 1);
            return s;
        });
        assertThat(ordered.stack()).hasSize(n);
        // Put first, last, second, second-to-last ...: the stack from the bottom alternates the ends of the list.
        assertThat(source(ordered, 0)).isEqualTo(firstEcho);
        assertThat(source(ordered, 1)).isEqualTo(firstEcho + n - 1);
        assertThat(source(ordered, 2)).isEqualTo(firstEcho + 1);
        assertThat(source(ordered, n - 1)).isEqualTo(firstEcho + n / 2);
    }

    private static int source(GameState s, int i) {
        return ((StackItem.AbilityOnStack) s.stack().get(i)).source();
    }
}
