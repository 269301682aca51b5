package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

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

    /**
     * Reads every card in {@code content} leniently, as {@link #readLenient(String, String)} does, and maps each card
     * that parsed with {@code then} in the same task (so a large file's cards are mapped while others are still
     * read, with no wait between the two passes). {@code then} must be safe to call on several threads at once.
     * Both lists are in file order.
     */
    @SuppressWarnings("unchecked")
    public static <T> MappedRead<T> readLenient(String fileName, String content, Function<CardText, T> then) {
        CardParser parser = new CardParser(fileName);
        List<List<SourceLine>> blocks = CardBlocks.splitOnTwoThreads(content);
        var stream = blocks.size() >= PARALLEL_FROM ? blocks.parallelStream() : blocks.stream();
        List<Object> read = stream.map(block -> {
            CardText card;
            try {
                card = parser.parse(block);
            } catch (CardFormatException e) {
                return e;
            }
            return (Object) new Mapped<>(then.apply(card));
        }).toList();
        List<T> results = new ArrayList<>();
        List<CardFormatException> errors = new ArrayList<>();
        for (Object o : read) {
            if (o instanceof Mapped<?> m) results.add((T) m.value());
            else errors.add((CardFormatException) o);
        }
        return new MappedRead<>(results, errors);
    }

    /** One card's mapped value (a box, so that a value that is itself an exception is not taken for an error). */
    private record Mapped<T>(T value) {
    }

    /** Below this many blocks a file is read on one thread (splitting costs more than it saves). */
    private static final int PARALLEL_FROM = 512;
}
