package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A card defined by a {@code card:} block, in CARD_FORMAT.md, for this scenario only.
 *
 * @param lines         the card's lines, trimmed, without blank and comment lines
 * @param pos           the line of the {@code card:} key
 * @param linePositions where each of {@code lines} is, for messages about a single line
 */
public record InlineCard(List<String> lines, Pos pos, List<Pos> linePositions) {
    public InlineCard {
        lines = List.copyOf(lines);
        linePositions = List.copyOf(linePositions);
        if (lines.isEmpty() || lines.size() != linePositions.size()) {
            throw new IllegalArgumentException("an inline card needs lines, each with a position");
        }
    }

    /** Assumes the lines directly follow the {@code card:} line. */
    public InlineCard(List<String> lines, Pos pos) {
        this(lines, pos, consecutive(pos, lines.size()));
    }

    /** The card's name: its first line without the trailing mana cost. */
    public String name() {
        return nameOf(lines.get(0));
    }

    static String nameOf(String firstLine) {
        return firstLine.replaceFirst("(\\s*\\{[^{}]*\\})+\\s*$", "").trim();
    }

    private static List<Pos> consecutive(Pos pos, int n) {
        List<Pos> out = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            out.add(new Pos(pos.file(), pos.line() + i));
        }
        return out;
    }
}
