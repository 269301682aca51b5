package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * "[player] play(s) a card" (601.1a, 701.14b: playing a card is playing it as a land or casting it as a spell), read
 * after the player as the two events it is, each an ability of its own with the same effect (603.2):
 * <pre>
 * event := player ("plays" | "play") "a card"     → Either(player "plays a land", player "casts a card")
 * </pre>
 */
final class PlaysCardGrammar {

    private PlaysCardGrammar() {
    }

    /** The event after {@code who}, or null with the cursor where it was. */
    static TriggerNode event(Cursor c, PlayerRef who) {
        if (!c.at("plays a card ,") && !c.at("play a card ,")) return null;
        c.acceptAny("plays a card", "play a card");
        return new TriggerNode.Either(new TriggerNode.PlayerDoes(who, "plays a land"), new TriggerNode.CastsCard(who));
    }
}
