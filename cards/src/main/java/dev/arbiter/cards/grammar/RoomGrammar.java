package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.RoomNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A dungeon's room paragraph (309.4a), as the oracle prints it (parentheses kept):
 * <pre>
 * room  := name " — " effect-text [" (→ " next (" or " next)* ")"]
 * name  := characters other than "—", "(" and ")"
 * </pre>
 * Read by characters: the arrow and the room names are not words of the token grammar.
 */
public final class RoomGrammar {

    private static final String DASH = " \u2014 ";
    private static final String ARROW = " (\u2192 ";

    private RoomGrammar() {
    }

    /** The room {@code text} is, or null when it isn't one. */
    public static RoomNode parse(String text) {
        int dash = text.indexOf('\u2014');
        if (dash < 1 || dash + 1 >= text.length() || text.charAt(dash - 1) != ' ' || text.charAt(dash + 1) != ' ') return null;
        String name = text.substring(0, dash - 1);
        if (name.isEmpty() || name.indexOf('(') >= 0 || name.indexOf(')') >= 0 || hasLineEnd(name)) return null;
        String rest = text.substring(dash - 1 + DASH.length());
        if (rest.isEmpty() || hasLineEnd(rest)) return null;
        List<String> next = new ArrayList<>();
        int arrow = rest.lastIndexOf(ARROW);
        if (arrow >= 1 && rest.endsWith(")")) {
            String rooms = rest.substring(arrow + ARROW.length(), rest.length() - 1);
            if (!rooms.isEmpty() && rooms.indexOf('(') < 0 && rooms.indexOf(')') < 0) {
                for (String n : rooms.split(" or ")) next.add(n.strip());
                rest = rest.substring(0, arrow);
            }
        }
        return new RoomNode(name.strip(), rest.strip(), next);
    }

    private static boolean hasLineEnd(String s) {
        return s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
    }
}
