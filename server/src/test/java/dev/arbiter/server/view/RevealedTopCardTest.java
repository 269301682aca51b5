package dev.arbiter.server.view;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Vampire Nocturnus, "Play with the top card of your library revealed." (400.2, 701.20b): every seat sees the
 * top card of its controller's library, and only that card; the other library stays hidden.
 */
class RevealedTopCardTest {
    private static final CardPool POOL = CardPool.bundled();

    private static GameState game(boolean nocturnus) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        if (nocturnus) p.add(0, Zone.BATTLEFIELD, POOL.definition("Vampire Nocturnus"), Position.Placement.PLAIN);
        p.add(0, Zone.LIBRARY, POOL.definition("Doom Blade"), Position.Placement.PLAIN);
        p.add(0, Zone.LIBRARY, POOL.definition("Shock"), Position.Placement.PLAIN);
        p.add(1, Zone.LIBRARY, POOL.definition("Giant Growth"), Position.Placement.PLAIN);
        return p.build();
    }

    private static ObjectNode player(ObjectNode view, int id) {
        for (var n : view.get("players")) if (n.get("id").asInt() == id) return (ObjectNode) n;
        throw new AssertionError("no player " + id);
    }

    @Test
    void theTopCardIsSeenByEverySeatAndNothingBelowIt() {
        GameState s = game(true);
        int top = s.player(0).library().get(0);
        int below = s.player(0).library().get(1);
        String topName = s.object(top).name();
        String belowName = s.object(below).name();
        for (int viewer = 0; viewer < 2; viewer++) {
            ObjectNode view = SeatView.of(s, viewer);
            assertThat(player(view, 0).get("libraryTop")).isNotNull();
            assertThat(player(view, 0).get("libraryTop").toString()).contains(topName);
            assertThat(view.toString()).doesNotContain(belowName);
            assertThat(player(view, 1).get("libraryTop")).isNull();
            assertThat(Visibility.visible(s, viewer, top)).isTrue();
            assertThat(Visibility.visible(s, viewer, below)).isFalse();
            assertThat(Visibility.visible(s, viewer, s.player(1).library().get(0))).isFalse();
        }
    }

    @Test
    void withoutTheStaticTheLibraryIsHidden() {
        GameState s = game(false);
        int top = s.player(0).library().get(0);
        assertThat(player(SeatView.of(s, 1), 0).get("libraryTop")).isNull();
        assertThat(SeatView.of(s, 1).toString()).doesNotContain(s.object(top).name());
        assertThat(Visibility.visible(s, 0, top)).isFalse();
    }
}
