package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Upkeep-cost words (118.12):
 * <pre>
 * unless          := effect-clause "unless" ("you" | "that player") ("pay" | "pays") cost "."
 *                  | effect-clause "unless" "you" cost-part "."          ("unless you discard a card")
 * </pre>
 */
public final class UnlessGrammar {

    /** Where "unless" splits an effect sentence: the effect text, who pays, and the cost text. */
    public record Split(String effectText, PlayerRef payer, String costText) {
    }

    private UnlessGrammar() {
    }

    /**
     * The "[effect] unless [player] pays [cost]." reading of one sentence {@code text}, or null when
     * it has no such "unless".
     */
    public static Split split(String text) {
        Cursor c = Cursor.of(text);
        int unless = -1;
        while (!c.atEnd()) {
            Token t = c.next();
            if (t.kind() == Token.Kind.PUNCT && t.text().equals(".") && !c.atEnd()) return null; // one sentence only
            if (t.kind() == Token.Kind.WORD && t.lower().equals("unless") && unless < 0) unless = t.start();
        }
        if (unless < 0) return null;
        Cursor rest = Cursor.of(text.substring(unless));
        rest.expect("unless");
        PlayerRef payer;
        if (rest.accept("you")) {
            payer = new PlayerRef.You();
            if (rest.at("pay") && rest.peek(1) != null && rest.peek(1).kind() == Token.Kind.SYMBOL) rest.next();
        } else if (rest.accept("that player pays")) {
            payer = new PlayerRef.That("that player");
        } else {
            return null;
        }
        if (Cursor.of(text).at("counter")) return null; // 701.5a: countering "unless pays" is CounterSpell's own
        if (rest.atEnd()) return null;
        int from = rest.peek().start();
        String cost = text.substring(unless).substring(from).strip();
        if (!cost.endsWith(".")) return null;
        return new Split(text.substring(0, unless).strip() + ".", payer, cost.substring(0, cost.length() - 1).strip());
    }
}
