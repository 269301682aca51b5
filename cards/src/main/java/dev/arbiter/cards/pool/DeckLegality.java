package dev.arbiter.cards.pool;

import dev.arbiter.cards.deck.DeckEntry;
import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.text.CardText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a deck list for a format (100.2-100.4): the main deck's size, the four-copy rule over deck
 * and sideboard together (basic lands and "any number of cards named" cards exempt), the sideboard's
 * size, and that every card is known and (unless allowed) supported.
 */
public final class DeckLegality {

    private static final Set<String> BASIC_NAMES = Set.of("plains", "island", "swamp", "mountain", "forest", "wastes",
            "snow-covered plains", "snow-covered island", "snow-covered swamp", "snow-covered mountain",
            "snow-covered forest", "snow-covered wastes");
    private static final Pattern ANY_NUMBER = Pattern.compile("(?i)a deck can have any number of cards named");
    private static final Pattern UP_TO = Pattern.compile("(?i)a deck can have up to (\\w+) cards named");
    private static final List<String> NUMBER_WORDS = List.of("zero", "one", "two", "three", "four", "five", "six",
            "seven", "eight", "nine", "ten");

    private DeckLegality() {
    }

    /**
     * Checks {@code deck} read from {@code file} against {@code format}, with cards looked up in
     * {@code pool}.
     */
    public static DeckVerdict check(String file, DeckList deck, CardPool pool, GameFormat format, boolean allowUnsupported) {
        List<DeckVerdict.Check> checks = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        mainSize(file, deck, format, checks, problems);
        copies(deck, pool, format, checks, problems);
        sideboard(deck, format, checks, problems);
        List<String> cards = Decks.problems(deck, pool, allowUnsupported);
        long unknown = cards.stream().filter(p -> p.contains(": unknown card \"")).count();
        checks.add(new DeckVerdict.Check("cards: " + unknown + " unknown, " + (cards.size() - unknown) + " unsupported"
                + (allowUnsupported ? " (unsupported cards allowed)" : ""), cards.isEmpty()));
        problems.addAll(cards);
        return new DeckVerdict(deck, format, checks, problems);
    }

    private static void mainSize(String file, DeckList deck, GameFormat format, List<DeckVerdict.Check> checks,
                                 List<String> problems) {
        int n = deck.mainCount();
        boolean ok = n >= format.minimumMain();
        checks.add(new DeckVerdict.Check("main deck: " + n + " cards (at least " + format.minimumMain() + ")", ok));
        if (ok) return;
        String rule = format.deckRule() == null ? "" : " (" + format.deckRule() + ")";
        problems.add(n == 0
                ? file + ": the deck has no cards; " + format.id() + " needs at least " + format.minimumMain() + rule
                : file + ": the main deck has " + n + " card" + (n == 1 ? "" : "s") + "; " + format.id()
                        + " needs at least " + format.minimumMain() + rule);
    }

    /** 100.2a / 100.4a: at most N of a card in deck and sideboard combined, basic lands exempt. */
    private static void copies(DeckList deck, CardPool pool, GameFormat format, List<DeckVerdict.Check> checks,
                               List<String> problems) {
        OptionalInt max = format.maxCopies();
        if (max.isEmpty()) return;
        Map<String, List<DeckEntry>> byName = new LinkedHashMap<>();
        for (DeckEntry e : deck.allEntries()) {
            byName.computeIfAbsent(e.name().toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(e);
        }
        boolean ok = true;
        for (List<DeckEntry> entries : byName.values()) {
            String name = entries.get(0).name();
            Optional<CardText> text = pool.text(name);
            int allowed = allowedCopies(name, text, max.getAsInt());
            int n = entries.stream().mapToInt(DeckEntry::count).sum();
            if (n <= allowed) continue;
            ok = false;
            String lines = entries.size() == 1 ? "" : " (lines " + String.join(", ",
                    entries.stream().map(e -> String.valueOf(e.pos().line())).toList()) + ")";
            String why = allowed == max.getAsInt()
                    ? format.id() + " allows at most " + allowed + " of a card other than basic lands, deck and sideboard"
                            + " together (100.2a, 100.4a)"
                    : "its text allows at most " + allowed;
            problems.add(entries.get(0).pos() + ": " + n + " copies of " + name + lines + "; " + why);
        }
        checks.add(new DeckVerdict.Check("copies: at most " + max.getAsInt() + " of each card but basic lands", ok));
    }

    /** The most copies allowed: unlimited for basic lands and "any number of cards named" cards. */
    static int allowedCopies(String name, Optional<CardText> text, int max) {
        if (text.isEmpty()) return BASIC_NAMES.contains(name.toLowerCase(Locale.ROOT)) ? Integer.MAX_VALUE : max;
        CardText t = text.get();
        if (t.hasSupertype("Basic") && t.hasType("Land")) return Integer.MAX_VALUE; // 100.2a: basic lands exempt
        String rules = String.join("\n", t.rulesTexts());
        if (ANY_NUMBER.matcher(rules).find()) return Integer.MAX_VALUE;
        Matcher m = UP_TO.matcher(rules);
        if (m.find()) {
            int i = NUMBER_WORDS.indexOf(m.group(1).toLowerCase(Locale.ROOT));
            if (i >= 0) return i;
            if (m.group(1).matches("\\d+")) return Integer.parseInt(m.group(1));
        }
        return max;
    }

    /** 100.4a: a constructed sideboard has at most 15 cards. */
    private static void sideboard(DeckList deck, GameFormat format, List<DeckVerdict.Check> checks, List<String> problems) {
        int n = deck.sideboardCount();
        OptionalInt max = format.maxSideboard();
        if (max.isEmpty()) {
            if (n > 0) checks.add(new DeckVerdict.Check("sideboard: " + n + " cards", true));
            return;
        }
        boolean ok = n <= max.getAsInt();
        checks.add(new DeckVerdict.Check("sideboard: " + n + " cards (at most " + max.getAsInt() + ")", ok));
        if (!ok) {
            problems.add(deck.sideboard().get(0).pos() + ": the sideboard has " + n + " cards; " + format.id()
                    + " allows at most " + max.getAsInt() + " (100.4a)");
        }
    }
}
