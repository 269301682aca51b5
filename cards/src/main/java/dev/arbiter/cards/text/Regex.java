package dev.arbiter.cards.text;

import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * {@link String#matches} and {@link String#split} with each regular expression compiled once: the
 * compiler asks the same few hundred expressions for every line of every card, and
 * {@code String.matches} compiles its expression on every call.
 */
public final class Regex {

    private static final ConcurrentHashMap<String, Pattern> COMPILED = new ConcurrentHashMap<>();

    private Regex() {
    }

    /** The compiled {@code regex}. */
    public static Pattern of(String regex) {
        Pattern p = COMPILED.get(regex);
        return p != null ? p : COMPILED.computeIfAbsent(regex, Pattern::compile);
    }

    /** Whether the whole of {@code s} matches {@code regex}, as {@link String#matches}. */
    public static boolean matches(CharSequence s, String regex) {
        return of(regex).matcher(s).matches();
    }

    /** {@code s} split around {@code regex}, as {@link String#split(String)}. */
    public static String[] split(String s, String regex) {
        return of(regex).split(s);
    }
}
