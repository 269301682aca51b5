package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.UnlessNode;

/**
 * Upkeep-cost words (118.12):
 * <pre>
 * unless          := effect-clause "unless" ("you" | "that player" | "they") ("pay" | "pays") cost "."
 *                  | effect-clause "unless" "you" cost-part "."          ("unless you discard a card")
 *                  | effect-clause "unless" "they" ("discard" | "sacrifice") cost-part "."   ("they": the player just
 *                    named, or each player the effect names, 101.4)
 *                  | "unless" ("you pay" | "that player pays") mana-symbols "," effect-clause "."
 * </pre>
 * Read into an {@link UnlessNode}; "each player / each opponent ... unless they ..." marks the node {@code eachPlayer}.
 */
public final class UnlessGrammar {

    private UnlessGrammar() {
    }

    /**
     * The "[effect] unless [player] pays [cost]." reading of one sentence {@code text}, or null when
     * it has no such "unless".
     */
    public static UnlessNode read(String text) {
        Split s = split(text);
        if (s == null) return null;
        String lower = s.effectText().toLowerCase(java.util.Locale.ROOT);
        boolean each = s.payer() instanceof PlayerRef.That t && t.word().equals("they")
                && (lower.startsWith("each player ") || lower.startsWith("each opponent ")); // 101.4
        return new UnlessNode(s.effectText(), s.payer(), s.costText(), each);
    }

    /** Where "unless" splits an effect sentence: the effect text, who pays, and the cost text. */
    private record Split(String effectText, PlayerRef payer, String costText) {
    }

    private static Split split(String text) {
        if (Cursor.of(text).at("unless")) return leading(text);
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
        } else if (rest.accept("they pay")) { // "that player loses 2 life unless they pay {2}": the player just named
            payer = new PlayerRef.That("they");
        } else if (rest.at("they discard") || rest.at("they sacrifice")) { // "each player loses 2 life unless they discard a card"
            rest.expect("they");
            payer = new PlayerRef.That("they");
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

    /** "Unless you pay {B}{B}{B}, [effect]." (118.12): the mana cost first, the effect after the comma; one sentence. */
    private static Split leading(String text) {
        Cursor c = Cursor.of(text);
        c.expect("unless");
        PlayerRef payer;
        if (c.accept("you pay")) payer = new PlayerRef.You();
        else if (c.accept("that player pays")) payer = new PlayerRef.That("that player");
        else return null;
        if (c.atEnd() || c.peek().kind() != Token.Kind.SYMBOL) return null;
        int from = c.peek().start();
        while (!c.atEnd() && c.peek().kind() == Token.Kind.SYMBOL) c.next();
        if (c.atEnd() || c.peek().kind() != Token.Kind.PUNCT || !c.peek().text().equals(",")) return null;
        int to = c.peek().start();
        c.next();
        if (c.atEnd()) return null;
        int effect = c.peek().start();
        while (!c.atEnd()) {
            Token t = c.next();
            if (t.kind() == Token.Kind.PUNCT && t.text().equals(".") && !c.atEnd()) return null; // one sentence only
        }
        String rest = text.substring(effect).strip();
        if (!rest.endsWith(".")) return null;
        return new Split(rest, payer, text.substring(from, to).strip());
    }
}
