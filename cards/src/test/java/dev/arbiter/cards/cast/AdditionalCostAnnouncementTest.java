package dev.arbiter.cards.cast;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 601.2b before 601.2c: the caster announces which additional cost they will pay before choosing targets. */
class AdditionalCostAnnouncementTest {

    @Test
    void theChoiceOfAdditionalCostIsAnnouncedBeforeTargets_601_2b() {
        CardPool pool = CardPool.bundled().withExtra(CardTextReader.read("axe.txt", """
                Lightning Axe {R}
                Instant
                As an additional cost to cast this spell, discard a card or pay {5}.
                Lightning Axe deals 5 damage to target creature.
                """));
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(3, 0, Step.MAIN1);
        int axe = p.add(0, Zone.HAND, pool.definition("Lightning Axe"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, pool.definition("Giant Growth"), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, pool.definition("Craw Wurm"), Position.Placement.PLAIN);
        p.mana(0, ManaPool.parse("{R}{R}{R}{R}{R}{R}"));
        for (int i = 0; i < 5; i++) {
            p.add(0, Zone.LIBRARY, pool.definition("Mountain"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, pool.definition("Forest"), Position.Placement.PLAIN);
        }
        GameState s = Game.apply(p.start(false).state(), new Choice.CastSpell(axe)).state();
        Decision first = Game.decision(s);
        Decision.Option cost = assertInstanceOf(Decision.Option.class, first, "the first question is the cost, not a target");
        assertTrue(cost.prompt().contains("Additional cost"), cost.prompt());
        assertEquals(List.of("Discard a card", "Pay {5}"), cost.options());
        s = Game.apply(s, new Choice.ChooseOption(1)).state();
        assertInstanceOf(Decision.Targets.class, Game.decision(s), "targets follow the announcement (601.2c)");
    }
}
