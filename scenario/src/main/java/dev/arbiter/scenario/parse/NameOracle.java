package dev.arbiter.scenario.parse;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Tells the parser which strings are card names, so that comma-separated lists can hold names
 * that contain commas ("Melira, Sylvok Outcast"). Supplied by the runner from its card pool;
 * names of the scenario's own {@code card:} blocks are known to the parser without it.
 */
@FunctionalInterface
public interface NameOracle {

    /** True when {@code s} is a known card name (compared case-insensitively). */
    boolean isCardName(String s);

    /**
     * Every comma-free piece is a name and nothing with a comma is: lists are split at every
     * comma (apart from names of the scenario's own inline cards).
     */
    NameOracle ANY_SIMPLE = s -> s.indexOf(',') < 0;

    /** An oracle over a fixed set of names, case-insensitive. */
    static NameOracle of(Collection<String> names) {
        Set<String> lower = names.stream()
                .map(n -> n.toLowerCase(Locale.ROOT))
                .collect(Collectors.toUnmodifiableSet());
        return s -> lower.contains(s.toLowerCase(Locale.ROOT));
    }
}
