package dev.arbiter.server.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.server.protocol.ChoiceCodec;

/** One visible object as JSON: printed card facts, and on the battlefield its computed state (613). */
public final class CardView {
    private CardView() {
    }

    /** A card's printed text (for the card list and hover), without any game state. */
    public static ObjectNode printed(CardDefinition d) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("name", d.name());
        n.put("cost", d.hasManaCost() ? d.manaCost().toString() : "");
        n.put("type", d.typeLine());
        n.put("land", d.is(CardType.LAND));
        n.put("creature", d.is(CardType.CREATURE));
        n.put("text", String.join("\n", d.rulesText()));
        if (d.power() != null) n.put("pt", d.power() + "/" + d.toughness());
        if (d.loyalty() != null) n.put("loyalty", d.loyalty());
        return n;
    }

    /** A visible object: only call for objects the viewer may see (public zones or their own hand). */
    public static ObjectNode of(GameState s, int id) {
        GameObject o = s.object(id);
        ObjectNode n = printed(o.card());
        n.put("id", id);
        n.put("zc", o.zoneChanges());
        n.put("owner", o.owner());
        n.put("controller", o.controller());
        if (o.token()) n.put("token", true);
        if (o.zone() == Zone.BATTLEFIELD) battlefield(s, o, n);
        return n;
    }

    private static void battlefield(GameState s, GameObject o, ObjectNode n) {
        Characteristics ch = Layers.of(s, o.id());
        n.put("name", ch.name());
        n.put("creature", ch.isCreature());
        n.put("land", ch.isLand());
        if (ch.hasPowerToughness()) n.put("pt", ch.power() + "/" + ch.toughness());
        n.put("tapped", o.tapped());
        if (o.sick() && ch.isCreature()) n.put("sick", true);
        if (o.damage() > 0) n.put("damage", o.damage());
        if (!o.counters().isEmpty()) n.put("counters", o.counters().toString());
        if (o.attachedPlayer() >= 0) n.put("attachedToPlayer", o.attachedPlayer()); // 303.4: an Aura enchanting a player
        else if (o.attachedTo() != GameObject.NONE) n.put("attachedTo", o.attachedTo());
        Attacker a = s.combat().attacker(o.id());
        if (a != null) {
            n.put("attacking", true);
            if (a.blocked()) n.put("blocked", true);
        }
        if (s.combat().isBlocking(o.id())) {
            n.put("blocking", true);
            ArrayNode blocks = n.putArray("blocks");
            s.combat().blocker(o.id()).attackers().forEach(blocks::add);
        }
        ArrayNode abilities = n.putArray("abilities");
        ch.activatedAbilities().forEach(ab -> abilities.add(ab.text().replace("~", ch.name())));
    }
}
