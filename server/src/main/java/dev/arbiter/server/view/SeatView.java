package dev.arbiter.server.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.TurnState;
import dev.arbiter.server.protocol.ChoiceCodec;
import io.vavr.collection.Vector;

/**
 * The game as one seat may see it (400.2, 401.2, 402.3): every public zone, the seat's own hand,
 * and for hidden zones only their sizes. Never a library's order or contents, never another
 * player's hand. This is the only place the server turns a game state into a message.
 */
public final class SeatView {
    private SeatView() {
    }

    public static ObjectNode of(GameState s, int viewer) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("you", viewer);
        TurnState t = s.turn();
        ObjectNode turn = n.putObject("turn");
        turn.put("number", t.number()).put("active", t.active()).put("step", t.step().scenarioName())
                .put("stepName", t.number() == 0 ? "start of game (103)" : t.step().display())
                .put("priority", t.priority()).put("stage", t.stage().name());
        ArrayNode players = n.putArray("players");
        for (PlayerState p : s.players()) players.add(player(s, p, viewer));
        ArrayNode battlefield = n.putArray("battlefield");
        for (int id : s.battlefield()) battlefield.add(CardView.of(s, id));
        n.set("exile", objects(s, s.exile()));
        ArrayNode stack = n.putArray("stack");
        for (int i = s.stack().size() - 1; i >= 0; i--) stack.add(stackItem(s, s.stack().get(i), viewer));
        GameOutcome o = s.outcome();
        if (o != null) {
            ObjectNode out = n.putObject("outcome");
            ArrayNode winners = out.putArray("winners");
            o.winners().forEach(winners::add);
            out.put("reason", o.reason());
        }
        return n;
    }

    private static ObjectNode player(GameState s, PlayerState p, int viewer) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("id", p.id()).put("name", p.name()).put("life", p.life()).put("poison", p.poison())
                .put("library", p.library().size()).put("handCount", p.hand().size())
                .put("pool", p.pool().isEmpty() ? "" : p.pool().toString()).put("status", p.status().name())
                .put("landsPlayed", p.landsPlayed());
        if (p.id() == viewer || dev.arbiter.engine.layers.PlayerStatics.handRevealed(s, p.id())) {
            n.set("hand", objects(s, p.hand())); // 402.3: a revealed hand is seen by all
        }
        if (!p.library().isEmpty() && dev.arbiter.engine.layers.PlayerStatics.topCardSeenBy(s, p.id(), viewer)) { // 401.5
            n.set("libraryTop", CardView.of(s, p.library().get(0))); // 400.2: a revealed top card is seen by all; 401.5: one its owner may look at, by them
        }
        n.set("graveyard", objects(s, p.graveyard()));
        return n;
    }

    private static ArrayNode objects(GameState s, Vector<Integer> ids) {
        ArrayNode a = ChoiceCodec.JSON.createArrayNode();
        for (int id : ids) a.add(CardView.of(s, id));
        return a;
    }

    private static ObjectNode stackItem(GameState s, StackItem item, int viewer) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("controller", item.controller());
        if (item instanceof StackItem.Spell sp) {
            n.put("kind", "spell");
            n.set("card", CardView.of(s, sp.objectId()));
        } else {
            StackItem.AbilityOnStack ab = (StackItem.AbilityOnStack) item;
            n.put("kind", "ability");
            String source = ab.source() >= 0 && Visibility.visible(s, viewer, ab.source())
                    ? s.object(ab.source()).name() : "a hidden card";
            n.put("source", source);
            if (ab.source() >= 0 && Visibility.visible(s, viewer, ab.source())) n.put("sourceId", ab.source());
            n.put("text", ab.ability().text().replace("~", source));
        }
        if (item.x() > 0) n.put("x", item.x());
        ArrayNode targets = n.putArray("targets");
        item.targets().forEach(g -> g.forEach(t -> targets.add(Names.of(s, viewer, t))));
        return n;
    }
}
