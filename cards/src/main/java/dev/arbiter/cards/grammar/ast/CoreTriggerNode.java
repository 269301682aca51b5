package dev.arbiter.cards.grammar.ast;

/**
 * A trigger line of the core events (603.1): the event, what it names, and the effect text after its comma.
 * {@code who} and {@code what} are the event's words as printed, lower case (null where the event has none):
 * <ul>
 * <li>STEP: who = "your" | "each player's" | "each" | "the", what = "upkeep" | "draw step" | "end step"</li>
 * <li>BLOCKS: what = "a creature" or null; DAMAGE: what = "combat" or null, who = "a player" | "an opponent"</li>
 * <li>HOST_TAPPED: who = "enchanted" | "equipped" | "fortified"; CREATURE_ENTERS: who = "another" | "a"</li>
 * <li>DRAWS: who = "a player" | "an opponent" | "you" | "enchanted player"</li>
 * </ul>
 */
public record CoreTriggerNode(Event event, String who, String what, String effectText) {

    /** The core events. */
    public enum Event {
        /** "When ~ enters [the battlefield]" (603.6a). */
        ENTERS,
        /** "When ~ dies" / "is put into a graveyard from the battlefield" (700.4). */
        DIES,
        /** "When ~ leaves the battlefield" (603.6c). */
        LEAVES,
        /** "At the beginning of [whose] [step]" (603.2). */
        STEP,
        /** "Whenever ~ attacks" (508.3a). */
        ATTACKS,
        /** "Whenever ~ attacks and isn't blocked" (509.3g... 603.2). */
        UNBLOCKED,
        /** "Whenever ~ blocks [a creature]" (509.3c, 509.3b). */
        BLOCKS,
        /** "Whenever ~ becomes blocked by a creature" (509.3d). */
        BLOCKED_BY,
        /** "Whenever ~ becomes blocked" (509.3c). */
        BLOCKED,
        /** "Whenever ~ deals [combat] damage to [a player | an opponent]" (120.3). */
        DAMAGE,
        /** "Whenever a creature is put into your graveyard from the battlefield" (603.6c). */
        TO_GRAVEYARD,
        /** "Whenever [enchanted | equipped | fortified] [type] becomes tapped" (701.26a). */
        HOST_TAPPED,
        /** "Whenever [another | a] creature enters [the battlefield]" (603.6a). */
        CREATURE_ENTERS,
        /** "Whenever you gain life" (119.9). */
        GAIN_LIFE,
        /** "Whenever a player casts a spell" (601.2i). */
        PLAYER_CASTS,
        /** "Whenever [player] draw(s) a card" (121.1). */
        DRAWS
    }
}
