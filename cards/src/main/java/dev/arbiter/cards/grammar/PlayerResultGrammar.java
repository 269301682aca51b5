package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Player events of a result or a payment, after the player ("you", "an opponent", "a player"), each ending at the
 * event's comma:
 * <pre>
 * event := ("win" | "wins" | "lose" | "loses") "a coin flip"     (705.2)
 *        | ("clash" | "clashes") ["and" ("win" | "wins")]       (701.23b, 701.23d)
 *        | ("pay" | "pays") "life"                             (119.4)
 *        | ("roll" | "rolls") ("a die" | "a" N "or higher on a die" | "a die's highest natural result")   (706.2)
 * </pre>
 */
final class PlayerResultGrammar {

    private PlayerResultGrammar() {
    }

    /** The event at the cursor, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c, PlayerRef who) {
        return c.attempt(k -> {
            String verb = null;
            if (k.acceptAny("win a coin flip", "wins a coin flip") != null) verb = "wins a coin flip";
            else if (k.acceptAny("lose a coin flip", "loses a coin flip") != null) verb = "loses a coin flip";
            else if (k.acceptAny("clash", "clashes") != null) {
                verb = k.accept("and") ? k.acceptAny("win", "wins") != null ? "clashes and wins" : null : "clashes";
            } else if (k.acceptAny("pay life", "pays life") != null) verb = "pays life";
            else if (k.acceptAny("roll", "rolls") != null) verb = die(k); // 706.2
            return verb != null && k.at(",") ? new TriggerNode.PlayerDoes(who, verb) : null;
        });
    }

    /** After "roll(s)": "rolls a die", "rolls N+", "rolls highest", or null. */
    private static String die(Cursor k) {
        if (k.accept("a die's highest natural result")) return "rolls highest";
        if (k.accept("a die")) return "rolls a die";
        if (k.acceptAny("a", "an") == null) return null;
        Token n = k.peek();
        if (n == null || n.kind() != Token.Kind.NUMBER) return null;
        k.next();
        return k.accept("or higher on a die") ? "rolls " + n.text() + "+" : null;
    }
}
