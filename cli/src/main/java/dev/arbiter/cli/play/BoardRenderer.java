package dev.arbiter.cli.play;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.List;

/** Renders the game as text for the terminal: turn and step, each player's zones, the stack. */
public final class BoardRenderer {
    private BoardRenderer() {
    }

    /** The board as {@code viewer} sees it (their own hand shown, others' hidden). */
    public static String render(GameState s, int viewer) {
        StringBuilder sb = new StringBuilder();
        if (s.turn().number() == 0) {
            sb.append("=== Before the game (103): opening hands ===\n");
        } else {
            sb.append("=== Turn ").append(s.turn().number()).append(" (").append(s.player(s.turn().active()).name())
                    .append("), step ").append(s.turn().step().display()).append(" ===\n");
        }
        for (PlayerState p : s.players()) {
            sb.append(p.name()).append(": life ").append(p.life());
            if (p.poison() > 0) sb.append(", poison ").append(p.poison());
            sb.append(", library ").append(p.library().size()).append(", hand ").append(p.hand().size())
                    .append(", graveyard ").append(p.graveyard().size());
            if (!p.pool().isEmpty()) sb.append(", mana ").append(p.pool());
            sb.append('\n');
            List<String> perms = new ArrayList<>();
            for (int id : s.battlefield()) if (s.object(id).controller() == p.id()) perms.add(permanent(s, id));
            sb.append("  battlefield: ").append(perms.isEmpty() ? "-" : String.join(", ", perms)).append('\n');
            if (p.id() == viewer) {
                List<String> hand = new ArrayList<>();
                for (int id : p.hand()) {
                    var card = s.object(id).card();
                    hand.add(card.hasManaCost() ? card.name() + " " + card.manaCost() : card.name());
                }
                sb.append("  hand: ").append(hand.isEmpty() ? "-" : String.join(", ", hand)).append('\n');
            }
        }
        if (!s.stack().isEmpty()) {
            sb.append("stack (top first):\n");
            for (int i = s.stack().size() - 1; i >= 0; i--) sb.append("  ").append(stackItem(s, s.stack().get(i))).append('\n');
        }
        return sb.toString();
    }

    public static String permanent(GameState s, int id) {
        GameObject o = s.object(id);
        Characteristics ch = Layers.of(s, id);
        StringBuilder sb = new StringBuilder(o.name());
        if (ch.isCreature()) sb.append(' ').append(ch.power()).append('/').append(ch.toughness());
        List<String> status = new ArrayList<>();
        if (o.tapped()) status.add("tapped");
        if (o.sick() && ch.isCreature() && !ch.has(Keyword.HASTE)) status.add("sick"); // 302.6: haste attacks and taps at once
        if (o.damage() > 0) status.add("damage " + o.damage());
        if (!o.counters().isEmpty()) status.add(o.counters().toString());
        Attacker a = s.combat().attacker(id);
        if (a != null) status.add("attacking" + (a.blocked() ? ", blocked" : ""));
        if (s.combat().isBlocking(id)) status.add("blocking");
        if (!status.isEmpty()) sb.append(" (").append(String.join(", ", status)).append(')');
        return sb.toString();
    }

    static String stackItem(GameState s, StackItem item) {
        if (item instanceof StackItem.Spell sp) return s.object(sp.objectId()).name() + targets(s, item);
        StackItem.AbilityOnStack ab = (StackItem.AbilityOnStack) item;
        return "ability of " + s.object(ab.source()).name() + ": " + ab.ability().text() + targets(s, item);
    }

    private static String targets(GameState s, StackItem item) {
        List<String> names = new ArrayList<>();
        item.targets().forEach(group -> group.forEach(t -> names.add(name(s, t))));
        return names.isEmpty() ? "" : " -> " + String.join(", ", names);
    }

    public static String name(GameState s, Target t) {
        if (t instanceof Target.Player p) return s.player(p.player()).name();
        if (t instanceof Target.Ability a) return a.name(s); // 115.1: an ability on the stack
        return s.object(((Target.Object) t).id()).name();
    }
}
