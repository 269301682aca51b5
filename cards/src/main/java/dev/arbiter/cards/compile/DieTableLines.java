package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.DieTableRowGrammar;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import java.util.ArrayList;
import java.util.List;

/**
 * 706.3b: an instruction to roll a die and its results table are one ability. The table's rows are printed as
 * paragraphs of their own ("1—9 | Draw two cards."); they are joined to the paragraph that rolls, which the effect
 * grammar reads row by row (706.3a).
 */
final class DieTableLines {
    private DieTableLines() {
    }

    /** {@code card} with each results table joined to the line before it; the card itself when it has none. */
    static CardText join(CardText card) {
        List<RulesLine> rules = card.rules();
        boolean any = false;
        for (RulesLine l : rules) {
            if (!l.text().isEmpty() && Character.isDigit(l.text().charAt(0)) && l.text().indexOf('|') > 0) any = true;
        }
        if (!any) return card;
        List<RulesLine> out = new ArrayList<>();
        for (RulesLine l : rules) {
            if (!out.isEmpty() && DieTableRowGrammar.isRow(l.text()) && rolls(out.get(out.size() - 1).text())) {
                RulesLine before = out.remove(out.size() - 1);
                out.add(new RulesLine(before.text() + " " + l.text(), before.original() + " " + l.original(), before.pos()));
            } else {
                out.add(l);
            }
        }
        return new CardText(card.name(), card.costSymbols(), card.hasManaCost(), card.supertypes(), card.types(), card.subtypes(),
                card.power(), card.toughness(), card.loyalty(), card.colorIndicator(), out, card.pos());
    }

    /** Whether {@code text} rolls a die (or is a roll already joined to rows). */
    private static boolean rolls(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        return lower.contains("roll a d") || lower.contains("-sided die");
    }
}
