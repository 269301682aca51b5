package dev.arbiter.cards.explain;

import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * A compiled card's rendered text set against its oracle text, after {@link Normaliser normalisation}:
 * the same, or the lines that differ.
 *
 * @param card             the card's name
 * @param oracle           the oracle text lines as written
 * @param rendered         the lines rendered from the compiled abilities
 * @param oracleDiffers    per oracle line, whether it has no counterpart in the rendering
 * @param renderedDiffers  per rendered line, whether it has no counterpart in the oracle text
 * @param same             whether the two are the same after normalisation
 */
public record Comparison(String card, List<String> oracle, List<String> rendered, List<Boolean> oracleDiffers,
                         List<Boolean> renderedDiffers, boolean same) {

    /** One difference: an oracle line and the rendered line in its place (either may be null when missing). */
    public record Difference(String card, String oracle, String rendered) {
    }

    /** Copies the lists. */
    public Comparison {
        oracle = List.copyOf(oracle);
        rendered = List.copyOf(rendered);
        oracleDiffers = List.copyOf(oracleDiffers);
        renderedDiffers = List.copyOf(renderedDiffers);
    }

    /**
     * Renders {@code def} and compares it with its oracle text. Oracle text names an object again
     * either with "it" or in full ("When ~ dies, return ~ to its owner's hand"); the card is the same
     * when either rendering is.
     */
    public static Comparison of(CardDefinition def) {
        Comparison withPronouns = of(def.name(), def.rulesText(), CardExplainer.lines(def, true));
        if (withPronouns.same()) {
            return withPronouns;
        }
        Comparison named = of(def.name(), def.rulesText(), CardExplainer.lines(def, false));
        return named.same() ? named : withPronouns;
    }

    /** Compares oracle lines with rendered lines of the card named {@code name}. */
    public static Comparison of(String name, List<String> oracle, List<String> rendered) {
        Normaliser.Form o = Normaliser.form(oracle, name);
        Normaliser.Form r = Normaliser.form(rendered, name);
        boolean same = o.equals(r);
        return new Comparison(name, oracle, rendered, differs(oracle, o, r, name, same),
                differs(rendered, r, o, name, same), same);
    }

    /** The differences as pairs: lines without counterpart, oracle and rendered side by side in order. */
    public List<Difference> differences() {
        List<String> lost = new ArrayList<>();
        List<String> added = new ArrayList<>();
        for (int i = 0; i < oracle.size(); i++) {
            if (oracleDiffers.get(i)) {
                lost.add(oracle.get(i));
            }
        }
        for (int i = 0; i < rendered.size(); i++) {
            if (renderedDiffers.get(i)) {
                added.add(rendered.get(i));
            }
        }
        List<Difference> out = new ArrayList<>();
        for (int i = 0; i < Math.max(lost.size(), added.size()); i++) {
            out.add(new Difference(card, i < lost.size() ? lost.get(i) : null, i < added.size() ? added.get(i) : null));
        }
        if (out.isEmpty() && !same) {
            // Every line has a counterpart but the whole differs (order, or a keyword count).
            out.add(new Difference(card, String.join(" / ", oracle), String.join(" / ", rendered)));
        }
        return out;
    }

    /** Per line of {@code lines} (whose form is {@code mine}), whether the other side's form lacks it. */
    private static List<Boolean> differs(List<String> lines, Normaliser.Form mine, Normaliser.Form other,
                                         String name, boolean same) {
        List<Boolean> out = new ArrayList<>();
        List<String> otherKeywords = new ArrayList<>(other.keywords());
        String otherText = " " + other.text() + " ";
        for (String line : lines) {
            if (same) {
                out.add(false);
                continue;
            }
            List<String> items = Normaliser.keywordItems(line, name);
            if (items != null) {
                boolean missing = false;
                for (String item : items) {
                    missing |= !otherKeywords.remove(item);
                }
                out.add(missing);
            } else {
                String n = Normaliser.line(line, name);
                out.add(!n.isEmpty() && !otherText.contains(" " + n + " "));
            }
        }
        return out;
    }
}
