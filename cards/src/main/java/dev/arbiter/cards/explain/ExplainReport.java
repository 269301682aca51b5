package dev.arbiter.cards.explain;

import dev.arbiter.engine.card.CardDefinition;
import java.util.List;

/**
 * The text of {@code arbiter cards NAME --explain}: the card's oracle text, then its compiled
 * abilities rendered back into words, lines without a counterpart on the other side after
 * normalisation marked with {@code *}, and a verdict.
 */
public final class ExplainReport {

    private ExplainReport() {
    }

    /** The report for {@code def}. */
    public static String of(CardDefinition def) {
        Comparison c = Comparison.of(def);
        StringBuilder sb = new StringBuilder();
        sb.append(def.name());
        if (def.hasManaCost()) {
            sb.append(' ').append(def.manaCost());
        }
        sb.append('\n').append(def.typeLine());
        if (def.power() != null) {
            sb.append(' ').append(def.power()).append('/').append(def.toughness());
        }
        if (def.loyalty() != null) {
            sb.append(" (loyalty ").append(def.loyalty()).append(')');
        }
        sb.append("\noracle text:\n");
        lines(sb, c.oracle(), c.oracleDiffers());
        sb.append("compiled, rendered back:\n");
        lines(sb, c.rendered(), c.renderedDiffers());
        if (c.same()) {
            sb.append("same as the oracle text after normalisation");
        } else {
            long n = c.oracleDiffers().stream().filter(b -> b).count() + c.renderedDiffers().stream().filter(b -> b).count();
            sb.append(n == 0 ? "differs from the oracle text after normalisation (order of lines)"
                    : n + (n == 1 ? " line differs" : " lines differ") + " after normalisation (marked *)");
        }
        return sb.toString();
    }

    private static void lines(StringBuilder sb, List<String> lines, List<Boolean> differs) {
        if (lines.isEmpty()) {
            sb.append("    (none)\n");
        }
        for (int i = 0; i < lines.size(); i++) {
            sb.append(differs.get(i) ? "  * " : "    ").append(lines.get(i)).append('\n');
        }
    }
}
