package dev.arbiter.cards.deck;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * The deck-construction rules of a format (100.2-100.4): the minimum main deck, the most copies of a
 * card (basic lands exempt), and the largest sideboard. {@code casual} only asks for one card.
 */
public enum GameFormat {
    /** 100.2a, 100.4a: at least 60 cards, at most 4 of a card other than basic lands, sideboard at most 15. */
    CONSTRUCTED(60, OptionalInt.of(4), OptionalInt.of(15), "100.2a"),
    /** 100.2b, 100.4b: at least 40 cards, any number of copies, the sideboard is the rest of the pool. */
    LIMITED(40, OptionalInt.empty(), OptionalInt.empty(), "100.2b"),
    /** Anything with at least one card. */
    CASUAL(1, OptionalInt.empty(), OptionalInt.empty(), null);

    private final int minimumMain;
    private final OptionalInt maxCopies;
    private final OptionalInt maxSideboard;
    private final String deckRule;

    GameFormat(int minimumMain, OptionalInt maxCopies, OptionalInt maxSideboard, String deckRule) {
        this.minimumMain = minimumMain;
        this.maxCopies = maxCopies;
        this.maxSideboard = maxSideboard;
        this.deckRule = deckRule;
    }

    /** The fewest cards the main deck may have. */
    public int minimumMain() {
        return minimumMain;
    }

    /** The most copies of one card (basic lands exempt), when limited. */
    public OptionalInt maxCopies() {
        return maxCopies;
    }

    /** The most sideboard cards, when limited. */
    public OptionalInt maxSideboard() {
        return maxSideboard;
    }

    /** The comprehensive rule for the deck size, or null for casual. */
    public String deckRule() {
        return deckRule;
    }

    /** The name as typed on the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The format named {@code name} (any case).
     *
     * @throws IllegalArgumentException naming the formats there are
     */
    public static GameFormat parse(String name) {
        for (GameFormat f : values()) {
            if (f.id().equalsIgnoreCase(name.strip())) return f;
        }
        throw new IllegalArgumentException("unknown format \"" + name + "\" (constructed, limited or casual)");
    }
}
