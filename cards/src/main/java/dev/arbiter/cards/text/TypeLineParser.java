package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Parses a type line such as {@code Legendary Creature — Elf Druid 1/1} or {@code ... Loyalty 3}. */
public final class TypeLineParser {

    /** The supertypes the format knows, in canonical spelling. */
    public static final List<String> SUPERTYPES =
            List.of("Basic", "Legendary", "Snow", "World", "Ongoing", "Host");

    /** The card types the format knows, in canonical spelling. */
    public static final List<String> CARD_TYPES = List.of("Artifact", "Creature", "Enchantment",
            "Instant", "Land", "Planeswalker", "Sorcery", "Tribal", "Kindred", "Battle", "Dungeon");

    private static final Map<String, String> SUPER_BY_KEY = byKey(SUPERTYPES);
    private static final Map<String, String> TYPE_BY_KEY = byKey(CARD_TYPES);

    private static final String PT_PART = "(?:[+-]?\\d+|\\*|\\d+[+-]\\*|\\*[+-]\\d+|X)";
    private static final Pattern PT =
            Pattern.compile("^(.*?)\\s+(" + PT_PART + ")/(" + PT_PART + ")$");
    private static final Pattern LOYALTY =
            Pattern.compile("^(.*?)\\s+Loyalty\\s+(\\d+|X|\\*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern DASH = Pattern.compile("\\s*[—–]\\s*|\\s+-\\s+");

    private TypeLineParser() {
    }

    /**
     * Parses {@code line}.
     *
     * @throws CardFormatException at {@code pos} for an unknown supertype or card type, a missing
     *     card type, or stats that do not fit the types
     */
    public static TypeLine parse(String line, SourcePos pos) {
        String rest = line.strip();
        String power = null;
        String toughness = null;
        String loyalty = null;
        Matcher lm = LOYALTY.matcher(rest);
        Matcher pm = PT.matcher(rest);
        if (lm.matches()) {
            rest = lm.group(1);
            loyalty = lm.group(2);
        } else if (pm.matches()) {
            rest = pm.group(1);
            power = pm.group(2);
            toughness = pm.group(3);
        }
        String[] halves = DASH.split(rest, 2);
        List<String> supertypes = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (String word : words(halves[0])) {
            String key = word.toLowerCase(Locale.ROOT);
            if (SUPER_BY_KEY.containsKey(key)) {
                supertypes.add(SUPER_BY_KEY.get(key));
            } else if (TYPE_BY_KEY.containsKey(key)) {
                types.add(TYPE_BY_KEY.get(key));
            } else {
                throw new CardFormatException(pos,
                        "unknown type \"" + word + "\" in type line \"" + line.strip() + "\"");
            }
        }
        List<String> subtypes = halves.length > 1 ? words(halves[1]) : List.of();
        if (halves.length > 1 && subtypes.isEmpty()) {
            throw new CardFormatException(pos, "no subtypes after the dash in \"" + line.strip() + "\"");
        }
        TypeLine result = new TypeLine(supertypes, types, subtypes, power, toughness, loyalty);
        checkConsistent(result, line.strip(), pos);
        return result;
    }

    private static void checkConsistent(TypeLine t, String line, SourcePos pos) {
        if (t.types().isEmpty()) {
            throw new CardFormatException(pos, "no card type in type line \"" + line + "\"");
        }
        boolean planeswalker = t.types().contains("Planeswalker");
        // A creature card missing its P/T, or P/T printed on a noncreature card, is read as written:
        // 208.3 gives a noncreature no power or toughness whatever is printed, and the compiler
        // refuses a creature without them (CardFacts), so neither block is lost to the reader.
        if (planeswalker && t.loyalty() == null) {
            throw new CardFormatException(pos, "planeswalker without Loyalty: \"" + line + "\"");
        }
        if (t.loyalty() != null && !planeswalker) {
            throw new CardFormatException(pos, "Loyalty on a non-planeswalker: \"" + line + "\"");
        }
    }

    private static List<String> words(String s) {
        return s.isBlank() ? List.of() : Arrays.asList(Regex.split(s.strip(), "\\s+"));
    }

    private static Map<String, String> byKey(List<String> canonical) {
        return canonical.stream()
                .collect(Collectors.toUnmodifiableMap(w -> w.toLowerCase(Locale.ROOT), Function.identity()));
    }
}
