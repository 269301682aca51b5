package dev.arbiter.server.game;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.server.protocol.ChoiceCodec;
import dev.arbiter.server.store.PlayerRecord;
import dev.arbiter.server.view.DecisionView;
import dev.arbiter.server.view.SeatView;

import java.util.List;

/** The messages the server sends to a seat: the game state as that seat sees it, and errors. */
public final class Messages {
    private Messages() {
    }

    /**
     * {@code state}: the game (not the decider's part-way view); the decider gets {@code Game.view}
     * so it sees its own action part-way (a spell on the stack while choosing its targets).
     */
    public static ObjectNode state(String gameId, int seat, int seq, GameState state, List<PlayerRecord> players,
                                   List<String> logLines, int logFrom) {
        Decision d = Game.decision(state);
        boolean mine = d != null && d.player() == seat;
        GameState seen = mine ? Game.view(state) : state;
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("type", "state").put("game", gameId).put("seat", seat).put("seq", seq).put("over", state.isOver());
        ArrayNode who = n.putArray("seats");
        for (PlayerRecord p : players) who.addObject().put("name", p.name()).put("kind", p.kind()).put("agent", p.agent());
        n.set("view", SeatView.of(seen, seat));
        if (d != null) n.set("decision", mine ? DecisionView.forDecider(seen, d) : DecisionView.forOthers(d));
        n.put("logFrom", logFrom);
        ArrayNode log = n.putArray("log");
        logLines.forEach(log::add);
        return n;
    }

    public static String error(Reply r) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("type", "error").put("code", r.code()).put("message", r.message()).put("changed", r.changed());
        if (r.rule() != null) n.put("rule", r.rule());
        return n.toString();
    }
}
