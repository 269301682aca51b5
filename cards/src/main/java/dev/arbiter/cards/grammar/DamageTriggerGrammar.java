package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Damage events of described objects (120, 603.2):
 * <pre>
 * event  := dealer "deals" ["combat" | "noncombat"] "damage" ["to you" | "to an opponent" | "to one of your opponents" | "to a player"
 *           | "to a creature" | "to another player" | "to ~"]
 * dealer := ("a" | "an") [quality] "source" ["an opponent controls" | "you control"] ["other than ~"] | ("a" | "an") noun
 * quality:= "white" | "blue" | "black" | "red" | "green" | "noncreature"     (a source with a quality, 120.1)
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
        Noun qualified = qualifiedSource(c);
        if (qualified != null) {
            dealer = qualified;
        } else if (c.accept("a source")) { // any object that deals damage (120.1), a spell included
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

    /**
     * "a red source [you control | an opponent controls]", "a noncreature source ...": a noun headed "source" (any object,
     * 120.1) with one quality, consumed; null (cursor unchanged) otherwise.
     */
    private static Noun qualifiedSource(Cursor c) {
        int m = c.mark();
        String quality = c.acceptAny("a", "an") == null ? null : c.acceptAny("white", "blue", "black", "red", "green", "noncreature");
        if (quality == null || !c.accept("source")) {
            c.reset(m);
            return null;
        }
        String controller = c.accept("an opponent controls") ? "an opponent controls" : c.accept("you control") ? "you control" : null;
        return new Noun(java.util.List.of(quality), java.util.List.of("source"), java.util.List.of(), controller,
                java.util.List.of(), false, null);
    }
}
