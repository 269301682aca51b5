package dev.arbiter.cli.deck;

import dev.arbiter.cards.pool.DeckStats;

import java.util.LinkedHashMap;
import java.util.Map;

/** Draws {@link DeckStats} as a small text chart: one bar of {@code #} per row, scaled to 40 columns. */
final class StatsChart {
    private static final int WIDTH = 40;

    private StatsChart() {
    }

    static String render(String title, DeckStats s) {
        StringBuilder sb = new StringBuilder();
        sb.append(title).append(": ").append(s.cards()).append(" cards in the main deck\n");
        Map<String, Integer> curve = new LinkedHashMap<>();
        for (int mv = 0; mv <= DeckStats.CURVE_TOP; mv++) {
            curve.put(mv == DeckStats.CURVE_TOP ? mv + "+" : String.valueOf(mv), s.curve()[mv]);
        }
        section(sb, "Mana curve (nonland cards by mana value)", curve);
        Map<String, Integer> colors = new LinkedHashMap<>(s.colors());
        colors.values().removeIf(v -> v == 0);
        section(sb, "Colours (cards of each colour)", colors);
        section(sb, "Card types", s.types());
        sb.append("Supported: ").append(s.supported()).append(" of ").append(s.cards()).append(" cards (")
                .append(s.supportedPercent()).append("%)");
        if (s.unsupported() > 0) sb.append("; ").append(s.unsupported()).append(" unsupported");
        if (s.unknown() > 0) sb.append("; ").append(s.unknown()).append(" unknown");
        if (s.unsupported() + s.unknown() > 0) sb.append(" (arbiter deck check names them)");
        return sb.append('\n').toString();
    }

    private static void section(StringBuilder sb, String title, Map<String, Integer> rows) {
        sb.append(title).append('\n');
        if (rows.isEmpty()) {
            sb.append("  (none)\n");
            return;
        }
        int label = rows.keySet().stream().mapToInt(String::length).max().orElse(1);
        int max = rows.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        for (Map.Entry<String, Integer> r : rows.entrySet()) {
            int n = r.getValue();
            int bar = max <= WIDTH ? n : (int) Math.round((double) n * WIDTH / max);
            if (n > 0 && bar == 0) bar = 1;
            String row = "  " + String.format("%-" + label + "s", r.getKey()) + " | " + "#".repeat(bar) + (n > 0 ? " " + n : "");
            sb.append(row.stripTrailing()).append('\n');
        }
    }
}
