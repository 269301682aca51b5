package dev.arbiter.engine.ability;

/**
 * What a player chooses as a permanent enters the battlefield ("As ~ enters the battlefield, choose
 * a color", 614.12), remembered for the abilities linked to that choice (607.2): a colour (105.1), a
 * creature type (205.3m), a basic land type (205.3i), a card name (201.3), an opponent or a player (102).
 */
public enum ChoiceKind {
    COLOR("a color"), CREATURE_TYPE("a creature type"), BASIC_LAND_TYPE("a basic land type"), CARD_NAME("a card name"),
    OPPONENT("an opponent"), PLAYER("a player"),
    /** 702.136a: riot, "+1/+1 counter" or "haste" (never named by "choose ..." text). */
    RIOT("riot"),
    /** 702.98a: unleash, "+1/+1 counter" or "no counter" (never named by "choose ..." text). */
    UNLEASH("unleash"),
    /** 614.12, 122.6: "enters with your choice of a flying counter or a hexproof counter on it": the kind chosen. */
    COUNTER("a kind of counter"),
    /** 702.155b: read ahead, the number of lore counters the Saga enters with (never named by "choose ..." text). */
    READ_AHEAD("read ahead"),
    /** 614.12: "it becomes your choice of a 3/3 artifact creature, ...": the index of the form chosen. */
    FORM("a form"),
    /** 614.12: "choose Khans or Dragons": one of the words the card names ({@link EnteringStatics.ChooseAsEnters#words}). */
    WORD("a word"),
    /**
     * 614.12, 607.2: "choose white Citizen, blue Camarid, ... or green Saproling": one of the colour-and-creature-type pairs
     * the card names ({@link EnteringStatics.ChooseAsEnters#words}), recorded as the chosen colour and the chosen type.
     */
    COLOR_AND_TYPE("a color and a creature type"),
    /** 201.3: "choose a nonland card name": the name of a card that isn't a land card. */
    NONLAND_CARD_NAME("a nonland card name"),
    /** 601.2b: "you may reveal a Dragon card from your hand": revealed, or a Dragon controlled, as the spell was cast. */
    REVEALED_AS_CAST("revealed as cast"),
    /** 702.82a-b: devour, the number of creatures one devour ability sacrificed as the permanent entered. */
    DEVOUR("devour"),
    /** 702.38a: amplify, the number of cards one amplify ability revealed as the permanent entered. */
    AMPLIFY("amplify"),
    /** 702.104a-b: tribute, "paid" or "not paid" by the opponent chosen as the creature entered ({@code player}). */
    TRIBUTE("tribute");

    private final String words;

    ChoiceKind(String words) {
        this.words = words;
    }

    /** As oracle text writes it after "choose": "a color", "an opponent". */
    public String words() {
        return words;
    }

    /** Whether the choice is a player (stored as a player index) rather than a word. */
    public boolean isPlayer() {
        return this == OPPONENT || this == PLAYER;
    }
}
