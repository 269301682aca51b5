package dev.arbiter.cards.pool;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.deck.DeckEntry;
import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.text.CardText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Counts over a deck's main deck (copies counted): the mana curve of its nonland cards (mana value,
 * 202.3; 7 and more together), cards of each colour (105.2, from the mana cost or colour indicator;
 * a multicoloured card counts for each of its colours), cards of each card type, and how many
 * copies the engine supports, is only partly able to play, or does not know.
 */
public record DeckStats(int cards, int[] curve, Map<String, Integer> colors, Map<String, Integer> types,
                        int supported, int unsupported, int unknown) {

    /** The curve's last bucket holds mana value {@value} and more. */
    public static final int CURVE_TOP = 7;

    private static final List<String> COLOR_NAMES = List.of("white", "blue", "black", "red", "green");
    private static final String COLOR_LETTERS = "WUBRG";
    private static final List<String> TYPE_ORDER = List.of("Creature", "Planeswalker", "Instant", "Sorcery",
            "Enchantment", "Artifact", "Battle", "Land", "Tribal", "Kindred");

    /** The statistics of {@code deck}'s main deck (commander included). */
    public static DeckStats of(DeckList deck, CardPool pool) {
        int[] curve = new int[CURVE_TOP + 1];
        Map<String, Integer> colors = new LinkedHashMap<>();
        COLOR_NAMES.forEach(c -> colors.put(c, 0));
        colors.put("colorless", 0);
        Map<String, Integer> types = new LinkedHashMap<>();
        TYPE_ORDER.forEach(t -> types.put(t, 0));
        int cards = 0;
        int supported = 0;
        int unsupported = 0;
        int unknown = 0;
        for (DeckEntry e : deck.playedMain()) {
            int n = e.count();
            cards += n;
            Optional<CardText> text = pool.text(e.name());
            if (text.isEmpty()) {
                unknown += n;
                continue;
            }
            CardText t = text.get();
            if (pool.find(e.name()).orElseThrow() instanceof CompileResult.Supported) supported += n;
            else unsupported += n;
            if (!t.hasType("Land")) curve[Math.min(CURVE_TOP, manaValue(t.costSymbols()))] += n;
            String colorOf = colorLetters(t);
            if (colorOf.isEmpty()) colors.merge("colorless", n, Integer::sum);
            for (char c : colorOf.toCharArray()) colors.merge(COLOR_NAMES.get(COLOR_LETTERS.indexOf(c)), n, Integer::sum);
            for (String type : t.types()) types.merge(type, n, Integer::sum);
        }
        types.values().removeIf(v -> v == 0);
        return new DeckStats(cards, curve, colors, types, supported, unsupported, unknown);
    }

    /** 202.3: the total of the cost's numbers and one for each other symbol; X is 0, {2/W} is 2. */
    static int manaValue(List<String> symbols) {
        int total = 0;
        for (String s : symbols) {
            String first = s.split("/")[0];
            if (first.matches("\\d+")) total += Integer.parseInt(first);
            else if (!s.equals("X") && !s.equals("Y") && !s.equals("Z")) total += 1;
        }
        return total;
    }

    /** 105.2: the colours of the mana symbols in the cost, or of the colour indicator, as WUBRG letters. */
    static String colorLetters(CardText t) {
        StringBuilder found = new StringBuilder();
        String source = t.colorIndicator().isPresent() ? indicatorLetters(t.colorIndicator().get())
                : String.join("", t.costSymbols()).toUpperCase(Locale.ROOT);
        for (char c : COLOR_LETTERS.toCharArray()) {
            if (source.indexOf(c) >= 0) found.append(c);
        }
        return found.toString();
    }

    private static String indicatorLetters(String indicator) {
        String s = indicator.toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < COLOR_NAMES.size(); i++) {
            if (s.contains(COLOR_NAMES.get(i))) out.append(COLOR_LETTERS.charAt(i));
        }
        return out.length() > 0 ? out.toString() : indicator.toUpperCase(Locale.ROOT);
    }

    /** The supported share of the known and unknown cards, in percent. */
    public int supportedPercent() {
        return cards == 0 ? 0 : (int) Math.round(100.0 * supported / cards);
    }
}
