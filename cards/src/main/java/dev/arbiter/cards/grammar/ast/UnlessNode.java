package dev.arbiter.cards.grammar.ast;

/**
 * One effect sentence with an upkeep-style cost (118.12), read by {@code UnlessGrammar}: "[effect] unless [payer]
 * pay(s) [cost]." / "Unless [payer] pay(s) [mana], [effect].". {@code effect} the effect sentence without "unless"
 * (with its period), read by the effect readers; {@code cost} as written, read as an activation cost is;
 * {@code eachPlayer} "Each player / Each opponent [effect] unless they [cost]." (101.4: "they" is each of the players
 * the effect names, each choosing whether to pay).
 */
public record UnlessNode(String effect, PlayerRef payer, String cost, boolean eachPlayer) {
}
