package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Damage events of described objects (120, 603.2):
 * <pre>
 * event  := dealer "deals" ["combat" | "noncombat"] "damage" ["to you" | "to an opponent" | "to one of your opponents" | "to a player"
 *           | "to a creature" | "to another player" | "to ~"]
 * dealer := "a source" ["an opponent controls" | "you control"] ["other than ~"] | ("a" | "an") noun
 * </pre>
 */
final class DamageTriggerGrammar {

    private DamageTriggerGrammar() {
    }

    /** The event at the cursor, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c) {
        int m = c.mark();
        try {
            TriggerNode e = parse(c);
            if (e != null) return e;
        } catch (ParseFailure f) {
            // not a damage event of a described object
        }
        c.reset(m);
        return null;
    }

    private static TriggerNode parse(Cursor c) {
        Noun dealer = null;
        String controller = null;
        boolean otherThanSelf = false;
        if (c.accept("a source")) { // any object that deals damage (120.1), a spell included
            controller = c.accept("an opponent controls") ? "an opponent controls" : c.accept("you control") ? "you control" : null;
            otherThanSelf = c.accept("other than ~");
        } else if (c.acceptAny("a", "an") != null) {
            dealer = NounGrammar.noun(c);
        } else {
            return null;
        }
        if (!c.accept("deals")) return null;
        String kind = c.accept("combat") ? "combat" : c.accept("noncombat") ? "noncombat" : "";
        if (!c.accept("damage")) return null;
        String to = c.accept("to you") ? "you"
                : c.accept("to an opponent") || c.accept("to one of your opponents") ? "an opponent"
                : c.accept("to a player") ? "a player" : c.accept("to a creature") ? "a creature"
                : c.accept("to another player") ? "another player" : c.accept("to ~") ? "~" : c.at(",") ? "" : null;
        if (to == null) return null;
        if (otherThanSelf) controller = controller == null ? "other than ~" : controller + " other than ~";
        return new TriggerNode.ObjectDealsDamage(dealer, controller, kind, to);
    }
}
