package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;

/** Lowers the player events of {@code PlayerResultGrammar}: a coin flip (705.2), a clash (701.23), life paid (119.4). */
final class PlayerResultLowering {
    private PlayerResultLowering() {
    }

    /** The trigger of {@code verb} for players related so, or null when the verb isn't one of these events. */
    static Trigger trigger(String verb, Relation who) {
        return switch (verb) {
            case "wins a coin flip" -> new Trigger.FlipsCoin(who, true);
            case "loses a coin flip" -> new Trigger.FlipsCoin(who, false);
            case "clashes" -> new Trigger.Clashes(who, false);
            case "clashes and wins" -> new Trigger.Clashes(who, true);
            case "pays life" -> new Trigger.PaysLife(who);
            case "rolls a die" -> new Trigger.RollsDie(who, 0, false); // 706.2
            case "rolls highest" -> new Trigger.RollsDie(who, 0, true);
            default -> verb.startsWith("rolls ") && verb.endsWith("+")
                    ? new Trigger.RollsDie(who, Integer.parseInt(verb.substring("rolls ".length(), verb.length() - 1)), false) : null;
        };
    }
}
