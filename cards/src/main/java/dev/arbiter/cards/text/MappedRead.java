package dev.arbiter.cards.text;

import java.util.List;

/**
 * What a lenient read that also mapped each card produced ({@link CardTextReader#readLenient(String, String,
 * java.util.function.Function)}): one result per card that parsed and one error per card that did not, both in file order.
 */
public record MappedRead<T>(List<T> results, List<CardFormatException> errors) {

    /** Copies the lists. */
    public MappedRead {
        results = List.copyOf(results);
        errors = List.copyOf(errors);
    }
}
