package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** 603.4: an intervening "if" about the trigger event's object ("if it's a creature") reads that object. */
class ThatObjectConditionsTest {

    @Test
    void readsTheEventsObjectAndFailsWithoutOne_603_4() {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        int bears = p.add(0, Zone.BATTLEFIELD, GRIZZLY_BEARS, Position.Placement.PLAIN);
        int forest = p.add(0, Zone.BATTLEFIELD, FOREST, Position.Placement.PLAIN);
        int inHand = p.add(0, Zone.HAND, HILL_GIANT, Position.Placement.PLAIN);
        GameState s = p.build();
        Condition creature = new Condition.ThatObjectIs(ObjectFilter.creatures());
        assertThat(ThatObjectConditions.holds(s, forest, 0, -1, bears, creature, 0)).isTrue();
        assertThat(ThatObjectConditions.holds(s, bears, 0, -1, forest, creature, 0)).isFalse(); // a land isn't a creature
        assertThat(ThatObjectConditions.holds(s, bears, 0, -1, inHand, creature, 0)).isFalse(); // not a permanent (400.7)
        assertThat(ThatObjectConditions.holds(s, bears, 0, -1, -1, creature, 0)).isFalse(); // the event named no object
        // every other path, with no event's object, never finds it true (fail closed)
        assertThat(TriggerConditions.holds(s, bears, 0, -1, creature)).isFalse();
        // other conditions are TriggerConditions'
        assertThat(ThatObjectConditions.holds(s, bears, 0, -1, forest, new Condition.Always(), 0)).isTrue();
    }
}
