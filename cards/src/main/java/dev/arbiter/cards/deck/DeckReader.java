package dev.arbiter.cards.deck;

import java.util.regex.Pattern;

/**
 * Reads a deck file in any format players export, recognised from the content (not the file name):
 * MTGO {@code .dek} XML, Forge {@code .dck}, MTG Arena exports, and plain / MTGO {@code .txt} lists.
 */
public final class DeckReader {

    private static final Pattern FORGE_SECTION = Pattern.compile("(?im)^\\s*\\[(metadata|main|sideboard|commander)\\]\\s*$");

    private DeckReader() {
    }

    /**
     * Reads {@code content}, naming positions after {@code fileName}.
     *
     * @throws DeckFormatException naming {@code file:line} for the first line that can't be read
     */
    public static DeckList read(String fileName, String content) {
        String text = content.startsWith("\uFEFF") ? content.substring(1) : content;
        return switch (detect(text)) {
            case MTGO_DEK -> DekXmlReader.read(fileName, text);
            case FORGE_DCK -> ForgeDckReader.read(fileName, text);
            case ARENA, LIST -> DeckListReader.read(fileName, text);
        };
    }

    /** The format of {@code content}: XML is {@code .dek}, a {@code [Main]}-style section is {@code .dck}, else a list. */
    public static DeckFileFormat detect(String content) {
        String head = content.stripLeading();
        if (head.startsWith("<?xml") || head.regionMatches(true, 0, "<Deck", 0, 5)) {
            return DeckFileFormat.MTGO_DEK;
        }
        if (FORGE_SECTION.matcher(content).find()) {
            return DeckFileFormat.FORGE_DCK;
        }
        return DeckListReader.isArena(content.lines().toList()) ? DeckFileFormat.ARENA : DeckFileFormat.LIST;
    }
}
