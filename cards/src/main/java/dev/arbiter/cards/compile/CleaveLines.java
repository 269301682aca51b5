package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Cleave [cost]" (702.148a) on an instant or sorcery: an alternative cost (118.9, keyword "cleave"); if it is paid, the
 * words in square brackets in the spell's rules text are removed (702.148b). A paragraph with brackets is read twice, the
 * bracketed words kept (without the brackets) and removed, and resolves as one or the other
 * ({@link Condition.SourceCostPaid}); each reading's targets are chosen only as the cost was announced
 * ({@link Effect.CostTargets}, 601.2c). Brackets on a card without cleave, nested or unmatched, are refused (fail closed).
 */
final class CleaveLines {

    static final String KEYWORD = "cleave";

    private CleaveLines() {
    }

    /** The keyword line "Cleave [mana]", or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        ManaCost cost = cost(text);
        if (cost == null) return Optional.empty();
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) throw new NotSupported("keyword \"Cleave\" on a permanent");
        return Optional.of(List.of(new AlternativeCost(new Cost(cost, List.of()), List.of(), "Cleave " + cost, KEYWORD)));
    }

    /** The cleave cost of line {@code text} ("Cleave {1}{U}{U}", no X), or null. */
    private static ManaCost cost(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("cleave")) return null;
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) return null;
        try {
            ManaCost cost = ManaCost.ofSymbols(symbols);
            return cost.hasX() ? null : cost;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Whether {@code paragraph} has square brackets (702.148b): read by {@link #paragraph}, never as it is. */
    static boolean bracketed(String paragraph) {
        return paragraph.indexOf('[') >= 0 || paragraph.indexOf(']') >= 0;
    }

    /**
     * 702.148b: the effect of a paragraph with square brackets on a card with cleave, read with {@code ctx} (its targets
     * numbered after the paragraphs before): the bracketed words kept unless the cleave cost was paid. Null when the card
     * has no cleave line, the brackets aren't single and matched, or either reading isn't understood.
     */
    static Effect paragraph(String text, CardText card, ParseContext ctx) {
        boolean cleave = false;
        for (String line : card.rulesTexts()) cleave |= cost(line) != null;
        if (!cleave) return null;
        String kept = words(text, true);
        String removed = words(text, false);
        if (kept == null || removed == null) return null;
        int first = ctx.targets().size();
        Effect unpaid = EffectParser.parse(kept, ctx);
        if (unpaid == null) return null;
        int middle = ctx.targets().size();
        ctx.newParagraph();
        Effect paid = EffectParser.parse(removed, ctx);
        if (paid == null) return null;
        int last = ctx.targets().size();
        List<Integer> unpaidOnly = new ArrayList<>();
        for (int i = first; i < middle; i++) unpaidOnly.add(i);
        List<Integer> paidOnly = new ArrayList<>();
        for (int i = middle; i < last; i++) paidOnly.add(i);
        return new Effect.CostTargets(KEYWORD, new Effect.IfCondition(new Condition.SourceCostPaid(KEYWORD), paid, unpaid),
                paidOnly, unpaidOnly);
    }

    /**
     * {@code text} with its bracketed words kept (the brackets dropped) or removed (spaces left doubled or before a
     * period or comma closed up), or null when the brackets are nested or unmatched.
     */
    static String words(String text, boolean keep) {
        StringBuilder out = new StringBuilder();
        boolean inside = false;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '[' || ch == ']') {
                if (inside == (ch == '[')) return null;
                inside = ch == '[';
            } else if (keep || !inside) {
                boolean space = ch == ' ' && (out.isEmpty() || out.charAt(out.length() - 1) == ' ');
                if ((ch == '.' || ch == ',') && !out.isEmpty() && out.charAt(out.length() - 1) == ' ') out.setLength(out.length() - 1);
                if (!space) out.append(ch);
            }
        }
        return inside ? null : out.toString().strip();
    }
}
