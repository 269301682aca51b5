package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * An optional cost offered to every player or every opponent, and what happens if one of them pays it (101.4, 608.2d):
 * <pre>
 * sentences := "any" ("player" | "opponent") "may" cost-words "." "if a player does ," chain
 * </pre>
 * The cost words ("sacrifice a creature", "discard three cards", "exile three cards from their graveyard") are read by
 * {@code compile/CostParser} as the payer's cost; none names the source, "it" or a target.
 */
final class AnyPlayerMayGrammar {

    private static final java.util.List<String> VERBS = java.util.List.of("pay", "sacrifice", "discard", "exile", "tap",
            "return");

    private AnyPlayerMayGrammar() {
    }

    /** The two sentences (without the last "."), or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        String who = c.acceptAny("any player may", "any opponent may");
        if (who == null) return null;
        Token first = c.peek();
        if (first == null || first.kind() != Token.Kind.WORD || !VERBS.contains(first.lower())) {
            c.reset(m);
            return null;
        }
        int start = c.mark();
        while (!c.atEnd() && !c.at(".")) {
            Token t = c.next();
            // the source's own costs and targets are not a player's cost (601.2c is for spells and abilities)
            if (t.kind() == Token.Kind.SELF || t.is("it") || t.is("this") || t.is("them") || t.is("target")) {
                c.reset(m);
                return null;
            }
        }
        String cost = c.textFrom(start);
        if (!c.accept(". if a player does ,")) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode then = EffectGrammar.chain(c);
            if (!c.at(".")) throw c.fail("\".\"");
            return new EffectNode.AnyPlayerMay(who.startsWith("any opponent"), cost, then);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
