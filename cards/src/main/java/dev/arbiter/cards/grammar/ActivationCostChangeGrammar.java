package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

/**
 * The sentence closing an activated ability that changes its own cost (602.2b, 601.2f):
 * <pre>
 * line   := EFFECT-SENTENCES "." " " change
 * change := "this ability costs" GENERIC ("more" | "less") "to activate" "for each" COUNT "."
 * </pre>
 * COUNT is the counted amount of {@link CountedAmountGrammar#perEach} ("for each creature card in your graveyard").
 */
public final class ActivationCostChangeGrammar {

    /** The effect before the sentence (with its period), the generic mana per unit (negative: less) and the count. */
    public record Change(String effect, int generic, AmountNode count) {
    }

    private ActivationCostChangeGrammar() {
    }

    /** The closing cost change of {@code effectText}, or null when it has none the grammar reads. */
    public static Change split(String effectText) {
        Cursor c = Cursor.of(effectText);
        int n = 0;
        while (c.peek(n) != null) n++;
        for (int i = 1; i < n; i++) {
            c.reset(i);
            Token stop = c.tokens(i - 1, i).get(0);
            if (!stop.is(".") || !c.accept("this ability costs")) continue;
            Token symbol = c.next();
            if (symbol == null || symbol.kind() != Token.Kind.SYMBOL || symbol.text().isEmpty()
                    || !symbol.text().chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                return null; // 107.4b: generic mana only
            }
            int per = Integer.parseInt(symbol.text());
            String way = c.acceptAny("more", "less");
            if (way == null || !c.accept("to activate")) return null;
            AmountNode count;
            try {
                count = CountedAmountGrammar.perEach(c, new AmountNode.Fixed(1));
            } catch (ParseFailure f) {
                return null;
            }
            if (count instanceof AmountNode.Fixed || !c.accept(".") || !c.atEnd() || per == 0) return null;
            return new Change(effectText.substring(0, stop.start() + 1), way.equals("less") ? -per : per, count);
        }
        return null;
    }
}
