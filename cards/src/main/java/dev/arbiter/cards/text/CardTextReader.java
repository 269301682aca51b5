package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;

/** Reads card files (see CARD_FORMAT.md) into raw {@link CardText} records. */
public final class CardTextReader {

    private CardTextReader() {
    }

    /**
     * Reads every card in {@code content}, stopping at the first bad card.
     *
     * @param fileName the name used in positions and error messages
     * @throws CardFormatException for the first card that does not follow the format
     */
    public static List<CardText> read(String fileName, String content) {
        CardParser parser = new CardParser(fileName);
        return CardBlocks.split(content).stream().map(parser::parse).toList();
    }

    /** Reads every card in {@code content}, skipping bad cards and collecting their errors. */
    public static ReadResult readLenient(String fileName, String content) {
        CardParser parser = new CardParser(fileName);
        List<CardText> cards = new ArrayList<>();
        List<CardFormatException> errors = new ArrayList<>();
        for (List<SourceLine> block : CardBlocks.split(content)) {
            try {
                cards.add(parser.parse(block));
            } catch (CardFormatException e) {
                errors.add(e);
            }
        }
        return new ReadResult(cards, errors);
    }
}
