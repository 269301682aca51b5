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
            return verb != null && k.at(",") ? new TriggerNode.PlayerDoes(who, verb) : null;
        });
    }
}
