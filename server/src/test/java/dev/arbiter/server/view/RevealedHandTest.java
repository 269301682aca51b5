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
 * Telepathy, "Your opponents play with their hands revealed." (402.3): with it on the battlefield, its
 * controller's view shows the opponent's hand; the opponent still doesn't see the controller's hand.
 */
class RevealedHandTest {
    private static final CardPool POOL = CardPool.bundled();

    private static GameState game(boolean telepathy) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        if (telepathy) p.add(0, Zone.BATTLEFIELD, POOL.definition("Telepathy"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, POOL.definition("Shock"), Position.Placement.PLAIN);
        p.add(1, Zone.HAND, POOL.definition("Giant Growth"), Position.Placement.PLAIN);
        return p.build();
    }

    private static ObjectNode player(ObjectNode view, int id) {
        for (var n : view.get("players")) if (n.get("id").asInt() == id) return (ObjectNode) n;
        throw new AssertionError("no player " + id);
    }

    @Test
    void telepathyRevealsTheOpponentsHandToItsController() {
        GameState s = game(true);
        ObjectNode alicesView = SeatView.of(s, 0);
        assertThat(player(alicesView, 1).get("hand")).isNotNull();
        assertThat(player(alicesView, 1).get("hand").toString()).contains("Giant Growth");
        ObjectNode bobsView = SeatView.of(s, 1);
        assertThat(player(bobsView, 0).get("hand")).isNull();
        assertThat(bobsView.toString()).doesNotContain("Shock");
        assertThat(Visibility.visible(s, 0, s.player(1).hand().get(0))).isTrue();
        assertThat(Visibility.visible(s, 1, s.player(0).hand().get(0))).isFalse();
    }

    @Test
    void withoutTelepathyTheOpponentsHandIsHidden() {
        GameState s = game(false);
        assertThat(player(SeatView.of(s, 0), 1).get("hand")).isNull();
        assertThat(SeatView.of(s, 0).toString()).doesNotContain("Giant Growth");
    }
}
