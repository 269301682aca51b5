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

    /**
     * Reads every card in {@code content}, skipping bad cards and collecting their errors. Blocks are
     * parsed independently (on every core for a large file); both lists are in file order.
     */
    public static ReadResult readLenient(String fileName, String content) {
        CardParser parser = new CardParser(fileName);
        List<List<SourceLine>> blocks = CardBlocks.split(content);
        var stream = blocks.size() >= PARALLEL_FROM ? blocks.parallelStream() : blocks.stream();
        List<Object> read = stream.map(block -> {
            try {
                return (Object) parser.parse(block);
            } catch (CardFormatException e) {
                return e;
            }
        }).toList();
        List<CardText> cards = new ArrayList<>();
        List<CardFormatException> errors = new ArrayList<>();
        for (Object o : read) {
            if (o instanceof CardText c) cards.add(c);
            else errors.add((CardFormatException) o);
        }
        return new ReadResult(cards, errors);
    }

    /** Below this many blocks a file is read on one thread (splitting costs more than it saves). */
    private static final int PARALLEL_FROM = 512;
}
