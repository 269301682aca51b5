package dev.arbiter.cards.cast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 601.2d: "each target must receive at least 1", so a spell dividing X among "any number of target creatures" is
 * offered at most X targets (a random agent was once offered four targets for X = 0 and could only choose illegally).
 */
class DividedAmongAtMostTheTotalTest {

    private static final CardPool POOL = CardPool.bundled().withExtra(CardTextReader.read("divided.txt", """
            Infernal Harvest {1}{B}
            Sorcery
            As an additional cost to cast this spell, return X Swamps you control to their owner's hand.
            Infernal Harvest deals X damage divided as you choose among any number of target creatures.

            Rolling Thunder {X}{R}{R}
            Sorcery
            Rolling Thunder deals X damage divided as you choose among any number of targets.
            """));

    private static Position board() {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(3, 0, Step.MAIN1);
        for (int i = 0; i < 4; i++) p.add(1, Zone.BATTLEFIELD, POOL.definition("Grizzly Bears"), Position.Placement.PLAIN);
        for (int i = 0; i < 5; i++) {
            p.add(0, Zone.LIBRARY, POOL.definition("Swamp"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, POOL.definition("Forest"), Position.Placement.PLAIN);
        }
        return p;
    }

    /** X announced for the additional cost ("return X Swamps"), then the targets: at most X of them. */
    private static Decision.Targets targetsAfterReturning(int x) {
        return assertInstanceOf(Decision.Targets.class, Game.decision(afterReturning(x)));
    }

    private static GameState afterReturning(int x) {
        Position p = board();
        int harvest = p.add(0, Zone.HAND, POOL.definition("Infernal Harvest"), Position.Placement.PLAIN);
        for (int i = 0; i < 3; i++) p.add(0, Zone.BATTLEFIELD, POOL.definition("Swamp"), Position.Placement.PLAIN);
        p.mana(0, ManaPool.parse("{B}{B}"));
        GameState s = Game.apply(p.start(false).state(), new Choice.CastSpell(harvest)).state();
        assertInstanceOf(Decision.Number.class, Game.decision(s), "X of the additional cost comes first (601.2b)");
        return Game.apply(s, new Choice.ChooseNumber(x)).state();
    }

    @Test
    void xZeroWithNoTargetIsALegalCast_601_2d() {
        Result targets = Game.apply(afterReturning(0), new Choice.ChooseTargets(List.of()));
        assertTrue(targets.accepted(), () -> "rejected: " + targets.rejection());
        assertInstanceOf(Decision.Objects.class, Game.decision(targets.state()), "then the cost: return no Swamp");
        Result r = Game.apply(targets.state(), new Choice.ChooseObjects(List.of()));
        assertTrue(r.accepted(), () -> "rejected: " + r.rejection());
        assertEquals(1, r.state().stack().size(), () -> "Infernal Harvest is on the stack; next: " + Game.decision(r.state()));
    }

    @Test
    void xOfAnAdditionalCostBoundsTheTargets_601_2d() {
        Decision.Targets none = targetsAfterReturning(0);
        assertEquals(0, none.max(), "nothing to divide: no target can be dealt at least 1");
        assertEquals(0, none.min(), "\"any number of\" may be none (601.2c)");
        assertEquals(2, targetsAfterReturning(2).max());
        assertEquals(0, targetsAfterReturning(2).min());
    }

    @Test
    void xOfTheManaCostBoundsTheTargets_601_2d() {
        Position p = board();
        int thunder = p.add(0, Zone.HAND, POOL.definition("Rolling Thunder"), Position.Placement.PLAIN);
        p.mana(0, ManaPool.parse("{R}{R}{R}{R}"));
        GameState s = Game.apply(p.start(false).state(), new Choice.CastSpell(thunder)).state();
        s = Game.apply(s, new Choice.ChooseNumber(2)).state();
        Decision.Targets targets = assertInstanceOf(Decision.Targets.class, Game.decision(s));
        assertEquals(2, targets.max(), "X = 2 with six candidates (four creatures, two players)");
        assertEquals(6, targets.candidates().size());
    }
}
