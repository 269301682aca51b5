package dev.arbiter.cards.deck;

/** The deck file formats {@link DeckReader} recognises from a file's content. */
public enum DeckFileFormat {
    /** {@code 4 Lightning Bolt} lines, as typed by hand or exported by MTGO as {@code .txt}. */
    LIST("plain list / MTGO .txt"),
    /** MTG Arena export: {@code Deck} / {@code Sideboard} / {@code Commander} headers, {@code (SET) number} after names. */
    ARENA("MTG Arena export"),
    /** MTGO {@code .dek}: XML with {@code <Cards Quantity=".." Sideboard=".." Name=".."/>} elements. */
    MTGO_DEK("MTGO .dek (XML)"),
    /** Forge {@code .dck}: {@code [metadata]}, {@code [Main]}, {@code [Sideboard]} sections, {@code 4 Name|SET} lines. */
    FORGE_DCK("Forge .dck");

    private final String description;

    DeckFileFormat(String description) {
        this.description = description;
    }

    /** The format in words, for messages. */
    public String description() {
        return description;
    }
}
