package dev.arbiter.agents;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.effects.ZoneLists;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: on boards full of static abilities that work through layers (613) — anthems, lords,
 * colour-wide bonuses, "untapped creatures you control" (Castle), "as long as ~ is untapped"
 * (Watchdog), "as long as it's attacking" (Soltari Lancer), a count (Scion of the Wild) — the layer cache carried from state to
 * state across tapping, combat and new objects equals the one computed from nothing, in every state
 * of seeded random playouts.
 */
class LargeBoardCacheCarryTest {
    static final List<List<String>> STATICS = List.of(
            List.of("Glorious Anthem", "Goblin King", "Crusade", "Castle", "Soltari Lancer", "Soltari Lancer"),
            List.of("Bad Moon", "Crusade", "Watchdog", "Castle", "Glorious Anthem", "Scion of the Wild"));

    /**
     * Statics without counts (Scion of the Wild's count above makes every entering creature recompute the board):
     * a creature entering these boards is computed alone against the kept table (613, issue 13), which must equal
     * the whole pass — anthems, a lord, colour bonuses, a keyword grant (Levitation), "untapped" and "attacking"
     * conditions, resolved pump spells.
     */
    static final List<List<String>> COUNT_FREE = List.of(
            List.of("Glorious Anthem", "Goblin King", "Crusade", "Castle", "Soltari Lancer", "Levitation"),
            List.of("Bad Moon", "Honor of the Pure", "Watchdog", "Glorious Anthem", "Goblin King"));

    @Test
    void carriedCachesEqualFreshOnesOnLargeBoards() throws Exception {
        carriedEqualFresh(STATICS, 1, 4);
    }

    @Test
    void creaturesEnteringCountFreeBoardsEqualFreshOnes() throws Exception {
        carriedEqualFresh(COUNT_FREE, 11, 16);
    }

    private static void carriedEqualFresh(List<List<String>> statics, long from, long to) {
        List<CardDefinition> a = RandomGamesPropertyTest.deck("red-simple");
        List<CardDefinition> b = RandomGamesPropertyTest.deck("green-simple");
        int[] states = {0};
        for (long seed = from; seed <= to; seed++) {
            long sd = seed;
            GameState s = Game.settle(position(a, b, seed, statics), false).state();
            Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), 200, st -> {
                check(st, sd);
                states[0]++;
            });
        }
        assertThat(states[0]).isGreaterThan(300);
    }

    private static void check(GameState s, long seed) {
        same(s, seed, "");
        // Tapping or untapping a permanent of a fully computed state (the random games seldom tap creatures
        // outside combat): the table carried to the new state equals a fresh one too.
        for (int i = 0; i < s.battlefield().size(); i += 9) {
            var o = s.object(s.battlefield().get(i));
            same(s.withObject(o.withTapped(!o.tapped())), seed, " after toggling tapped of object " + o.id());
        }
        // A permanent leaving for its owner's graveyard (as ZoneMoves does it), outside combat too.
        for (int i = 2; i < s.battlefield().size(); i += 11) {
            var o = s.object(s.battlefield().get(i));
            if (s.combat().inCombat(o.id())) continue;
            GameState t = ZoneLists.removeFromZone(s, o);
            var after = o.movedTo(Zone.GRAVEYARD, s.nextTimestamp(), s.nextTimestamp());
            t = ZoneLists.addToZone(t.withObject(after), after, false);
            same(t, seed, " after object " + o.id() + " left the battlefield");
        }
    }

    private static void same(GameState s, long seed, String what) {
        GameState fresh = s.withConfig(s.config()); // an equal state with empty caches
        for (int id = 0; id < s.objects().size(); id++) {
            assertThat(Layers.of(s, id)).as("seed %d object %d%s", seed, id, what).isEqualTo(Layers.of(fresh, id));
        }
        assertThat(Layers.staticAbilities(s)).as("seed %d statics%s", seed, what).isEqualTo(Layers.staticAbilities(fresh));
        assertThat(Layers.triggerSources(s)).as("seed %d trigger sources%s", seed, what).isEqualTo(Layers.triggerSources(fresh));
        assertThat(Layers.activatedSources(s)).as("seed %d activated sources%s", seed, what).isEqualTo(Layers.activatedSources(fresh));
    }

    static GameState position(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        return position(a, b, seed, STATICS);
    }

    static GameState position(List<CardDefinition> a, List<CardDefinition> b, long seed, List<List<String>> staticNames) {
        CardPool pool = CardPool.bundled();
        List<List<CardDefinition>> statics = staticNames.stream().map(names -> names.stream().map(pool::definition).toList()).toList();
        return BoardPosition.build(a, b, seed, new BoardPosition.Shape(10, 10, 3, 20), statics);
    }
}
