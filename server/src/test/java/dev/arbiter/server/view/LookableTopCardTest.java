package dev.arbiter.server.view;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sphinx of Jwar Isle, "You may look at the top card of your library any time." (401.5, 401.2): its controller's seat
 * sees the top card of its own library, and only that card; the opponent's seat sees nothing of that library.
 */
class LookableTopCardTest {
    private static final CardPool POOL = CardPool.bundled().withExtra(CardTextReader.read("sphinx.txt", """
            Sphinx of Jwar Isle {4}{U}{U}
            Creature — Sphinx 5/5
            Flying
            Shroud (This creature can't be the target of spells or abilities.)
            You may look at the top card of your library any time.
            """));

    private static GameState game(boolean sphinx) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        if (sphinx) p.add(0, Zone.BATTLEFIELD, POOL.definition("Sphinx of Jwar Isle"), Position.Placement.PLAIN);
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
    void onlyItsControllerSeesTheTopCard() {
        GameState s = game(true);
        int top = s.player(0).library().get(0);
        int below = s.player(0).library().get(1);
        ObjectNode mine = SeatView.of(s, 0);
        assertThat(player(mine, 0).get("libraryTop").toString()).contains(s.object(top).name());
        assertThat(mine.toString()).doesNotContain(s.object(below).name());
        assertThat(player(mine, 1).get("libraryTop")).isNull();
        assertThat(Visibility.visible(s, 0, top)).isTrue();
        assertThat(Visibility.visible(s, 0, below)).isFalse();
        ObjectNode theirs = SeatView.of(s, 1);
        assertThat(player(theirs, 0).get("libraryTop")).isNull();
        assertThat(theirs.toString()).doesNotContain(s.object(top).name());
        assertThat(Visibility.visible(s, 1, top)).isFalse();
    }

    @Test
    void withoutTheStaticTheTopCardIsHidden() {
        GameState s = game(false);
        int top = s.player(0).library().get(0);
        assertThat(player(SeatView.of(s, 0), 0).get("libraryTop")).isNull();
        assertThat(Visibility.visible(s, 0, top)).isFalse();
    }
}
