package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.CoreTriggerNode;
import dev.arbiter.cards.grammar.ast.CoreTriggerNode.Event;

/**
 * Trigger lines of the core events (603.1), read before the wider {@link TriggerGrammar}:
 * <pre>
 * line  := "When" self-event ", " effect-text | "Whenever" event ", " effect-text | "At" step ", " effect-text
 * self-event := "~" ("enters" ["the battlefield"] | "dies" | "is put into a graveyard from the battlefield"
 *                    | "leaves the battlefield")
 * step  := "the beginning of" ("your" | "each player's" | "each" | "the") ("upkeep" | "draw step" | "end step")
 * event := "~" ("attacks and isn't blocked" | "attacks" | "blocks" ["a creature"] | "becomes blocked by a creature"
 *               | "becomes blocked" | "deals" ["combat"] "damage to" ("a player" | "an opponent"))
 *        | "a creature is put into your graveyard from the battlefield"
 *        | ("enchanted" | "equipped" | "fortified") ("creature" | "land" | "artifact" | "permanent") "becomes tapped"
 *        | ("another" | "a") "creature enters" ["the battlefield"] | "you gain life" | "a player casts a spell"
 *        | ("a player" | "an opponent" | "you" | "enchanted player") ("draws" | "draw") "a card"
 * </pre>
 * The effect text is everything after the event's comma and its space.
 */
public final class CoreTriggerGrammar {

    private CoreTriggerGrammar() {
    }

    /** The trigger line {@code text}, or null when it isn't one of these events. */
    public static CoreTriggerNode parse(String text) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) return null;
        Cursor c = Cursor.of(text);
        String word = c.acceptAny("whenever", "when", "at");
        if (word == null) return null;
        CoreTriggerNode head = switch (word) {
            case "when" -> whenEvent(c);
            case "at" -> step(c);
            default -> wheneverEvent(c);
        };
        if (head == null || c.peek() == null || !c.peek().text().equals(",")) return null;
        int comma = c.peek().start();
        if (!text.startsWith(", ", comma) || text.length() <= comma + 2) return null;
        return new CoreTriggerNode(head.event(), head.who(), head.what(), text.substring(comma + 2));
    }

    private static CoreTriggerNode whenEvent(Cursor c) {
        if (!c.accept("~")) return null;
        if (c.accept("enters")) {
            c.accept("the battlefield");
            return event(Event.ENTERS, null, null);
        }
        if (c.accept("dies") || c.accept("is put into a graveyard from the battlefield")) return event(Event.DIES, null, null);
        if (c.accept("leaves the battlefield")) return event(Event.LEAVES, null, null);
        return null;
    }

    private static CoreTriggerNode step(Cursor c) {
        if (!c.accept("the beginning of")) return null;
        String whose = c.acceptAny("your", "each player's", "each", "the");
        String step = whose == null ? null : c.acceptAny("upkeep", "draw step", "end step");
        return step == null ? null : event(Event.STEP, whose, step);
    }

    private static CoreTriggerNode wheneverEvent(Cursor c) {
        if (c.accept("~")) {
            if (c.accept("attacks and isn't blocked")) return event(Event.UNBLOCKED, null, null);
            if (c.accept("attacks")) return event(Event.ATTACKS, null, null);
            if (c.accept("blocks")) return event(Event.BLOCKS, null, c.accept("a creature") ? "a creature" : null);
            if (c.accept("becomes blocked by a creature")) return event(Event.BLOCKED_BY, null, null);
            if (c.accept("becomes blocked")) return event(Event.BLOCKED, null, null);
            if (c.accept("deals")) {
                String combat = c.accept("combat") ? "combat" : null;
                if (!c.accept("damage to")) return null;
                String to = c.acceptAny("a player", "an opponent");
                return to == null ? null : event(Event.DAMAGE, to, combat);
            }
            return null;
        }
        if (c.accept("a creature is put into your graveyard from the battlefield")) return event(Event.TO_GRAVEYARD, null, null);
        int m = c.mark();
        String host = c.acceptAny("enchanted", "equipped", "fortified");
        if (host != null && c.acceptAny("creature", "land", "artifact", "permanent") != null && c.accept("becomes tapped")) {
            return event(Event.HOST_TAPPED, host, null);
        }
        c.reset(m);
        String which = c.acceptAny("another", "a");
        if (which != null && c.accept("creature enters")) {
            c.accept("the battlefield");
            return event(Event.CREATURE_ENTERS, which, null);
        }
        c.reset(m);
        if (c.accept("you gain life")) return event(Event.GAIN_LIFE, null, null);
        if (c.accept("a player casts a spell")) return event(Event.PLAYER_CASTS, null, null);
        c.reset(m);
        String who = c.acceptAny("a player", "an opponent", "you", "enchanted player");
        if (who != null && c.acceptAny("draws", "draw") != null && c.accept("a card")) return event(Event.DRAWS, who, null);
        return null;
    }

    private static CoreTriggerNode event(Event e, String who, String what) {
        return new CoreTriggerNode(e, who, what, "");
    }
}
