package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Splits a mana cost such as {@code {1}{GW}{G/P}} into validated, normalised symbols. */
public final class ManaSymbols {

    private static final Pattern GROUP = Pattern.compile("\\{([^{}]*)\\}");
    private static final Pattern SINGLE = Pattern.compile("\\d{1,3}|[WUBRGCXYZS]");
    private static final Pattern HYBRID = Pattern.compile("([WUBRG])/([WUBRG])(/P)?");
    private static final Pattern MONO_HYBRID = Pattern.compile("(?:2|C)/[WUBRG]");
    private static final Pattern PHYREXIAN = Pattern.compile("[WUBRG]/P");
    /** Phyrexian mana written with the P first, as some card data does ({PG} for {G/P}). */
    private static final Pattern P_FIRST_PHYREXIAN = Pattern.compile("P([WUBRG])");
    private static final Pattern UNSLASHED_HYBRID = Pattern.compile("([WUBRG])([WUBRG])");

    private ManaSymbols() {
    }

    /**
     * Parses a run of brace groups (whitespace between groups allowed) into symbols.
     *
     * @throws CardFormatException at {@code pos} for text outside braces or an unknown symbol
     */
    public static List<String> parse(String cost, SourcePos pos) {
        List<String> symbols = new ArrayList<>();
        Matcher m = GROUP.matcher(cost);
        int end = 0;
        while (m.find()) {
            if (!cost.substring(end, m.start()).isBlank()) {
                throw new CardFormatException(pos, "unexpected text in mana cost \"" + cost + "\"");
            }
            symbols.add(symbol(m.group(1), pos));
            end = m.end();
        }
        if (!cost.substring(end).isBlank()) {
            throw new CardFormatException(pos, "unexpected text in mana cost \"" + cost + "\"");
        }
        return symbols;
    }

    /** Validates one symbol written without braces and returns its normalised (upper-case) form. */
    public static String symbol(String raw, SourcePos pos) {
        String s = raw.strip().toUpperCase(Locale.ROOT);
        if (SINGLE.matcher(s).matches() || MONO_HYBRID.matcher(s).matches()
                || PHYREXIAN.matcher(s).matches()) {
            return s;
        }
        Matcher hybrid = HYBRID.matcher(s);
        if (hybrid.matches() && !hybrid.group(1).equals(hybrid.group(2))) {
            return s;
        }
        Matcher pFirst = P_FIRST_PHYREXIAN.matcher(s);
        if (pFirst.matches()) {
            return pFirst.group(1) + "/P";
        }
        Matcher unslashed = UNSLASHED_HYBRID.matcher(s);
        if (unslashed.matches() && !unslashed.group(1).equals(unslashed.group(2))) {
            return unslashed.group(1) + "/" + unslashed.group(2);
        }
        throw new CardFormatException(pos, "bad mana symbol {" + raw + "}");
    }
}
