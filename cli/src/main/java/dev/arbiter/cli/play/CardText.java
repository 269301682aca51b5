package dev.arbiter.cli.play;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Card text on request at the terminal: {@code ? NAME} gives the first card the person can see —
 * their hand, the battlefield, the stack, graveyards, exile — whose name starts with NAME;
 * {@code ? NUMBER} (or an attacker's letter when blocking) the card behind that option of the question.
 */
final class CardText {
    private CardText() {
    }

    /** {@code ? NUMBER} (an option of {@code d}) or {@code ? NAME}. */
    static String lookup(GameState s, int viewer, String query, Decision d) {
        String q = query.trim();
        boolean option = q.matches("\\d+") || d instanceof Decision.Blockers && q.matches("[a-zA-Z]");
        if (!option) return lookup(s, viewer, query);
        try {
            Integer id = DecisionMenu.objectOf(s, d, q);
            if (id == null) return "Option " + q + " is not a card";
            return describe(s.object(id).card());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    static String lookup(GameState s, int viewer, String query) {
        String q = query.trim().toLowerCase(Locale.ROOT);
        if (q.isEmpty()) return "Give a card name or an option's number: ? NAME, ? NUMBER";
        for (int id : visible(s, viewer)) {
            CardDefinition c = s.object(id).card();
            if (c.name().toLowerCase(Locale.ROOT).startsWith(q)) return describe(c);
        }
        return "No card you can see is named \"" + query.trim() + "\"";
    }

    static String describe(CardDefinition c) {
        StringBuilder sb = new StringBuilder(c.name().isEmpty() ? "a face-down permanent" : c.name());
        if (c.hasManaCost()) sb.append(' ').append(c.manaCost());
        sb.append("\n   ").append(c.typeLine());
        if (c.power() != null) sb.append(' ').append(c.power()).append('/').append(c.toughness());
        for (String line : c.rulesText()) sb.append("\n   ").append(line);
        return sb.toString();
    }

    private static List<Integer> visible(GameState s, int viewer) {
        List<Integer> ids = new ArrayList<>(s.player(viewer).hand().asJava());
        ids.addAll(s.battlefield().asJava());
        for (StackItem item : s.stack()) if (item instanceof StackItem.Spell sp) ids.add(sp.objectId());
        for (var p : s.players()) ids.addAll(p.graveyard().asJava());
        ids.addAll(s.exile().asJava());
        ids.removeIf(id -> id < 0 || id >= s.objects().size() || s.object(id) == null);
        List<Integer> out = new ArrayList<>();
        for (int id : ids) {
            GameObject o = s.object(id);
            if (o != null) out.add(id);
        }
        return out;
    }
}
