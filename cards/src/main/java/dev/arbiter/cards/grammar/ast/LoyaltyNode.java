package dev.arbiter.cards.grammar.ast;

/**
 * A loyalty ability (606.4): its loyalty symbol, "[+N]", "[−N]", "[N]" or "[−X]" ({@code sign} is "+", "−" / "-" or
 * empty; {@code amount} the numeral, null for X), and the effect text after the colon.
 */
public record LoyaltyNode(String sign, Integer amount, String effectText) {

    /** Whether the symbol takes loyalty away ("[−2]", "[−X]"). */
    public boolean minus() {
        return !sign.isEmpty() && !sign.equals("+");
    }
}
