package dev.arbiter.cards.grammar;

/**
 * A limit on how many spells a player casts in a turn (601.3):
 * <pre>
 * limit := ("each player" | "you" | "your opponents" | "each opponent") "can't cast more than" N ("spell" | "spells") "each turn" "."
 * </pre>
 */
public final class CastLimitGrammar {

    /** Who is limited ("each player", "you", "opponents") and to how many spells a turn. */
    public record Limit(String who, int max) {
    }

    private CastLimitGrammar() {
    }

    /** The limit {@code text} states, or null when it states none. */
    public static Limit parse(String text) {
        Cursor c = Cursor.of(text);
        try {
            String who = c.acceptAny("each player", "you", "your opponents", "each opponent", "enchanted player");
            if (who == null || !c.accept("can't cast more than")) return null;
            var n = ReferenceGrammar.count(c);
            if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 1) return null;
            if (c.acceptAny("spells", "spell") == null || !c.accept("each turn") || !c.accept(".") || !c.atEnd()) return null;
            return new Limit(who.startsWith("each player") ? "each player" : who.equals("you") ? "you"
                    : who.equals("enchanted player") ? "enchanted player" : "opponents", f.value()); // 303.4
        } catch (ParseFailure e) {
            return null;
        }
    }
}
