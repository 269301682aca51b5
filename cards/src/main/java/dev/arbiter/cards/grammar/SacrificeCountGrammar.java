package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * "[player] sacrifices a land for each card in your hand" (701.17a, 107.1): the number of permanents to sacrifice is
 * counted as the effect resolves.
 * <pre>
 * sacrifice-count := "a" | "an" | N) noun "for each" counted       (after the sacrifice verb)
 * </pre>
 * A count of the sacrificing player's own things ("for each white permanent they control") is refused: the engine
 * counts once for every player.
 */
public final class SacrificeCountGrammar {
    private SacrificeCountGrammar() {
    }

    /** {@code chosen} with its count multiplied by "for each ..." when that follows; else {@code chosen} (cursor unchanged). */
    static ObjectRef perEach(Cursor c, ObjectRef chosen) {
        if (!c.at("for each") || !(chosen instanceof ObjectRef.Chosen ch) || !(ch.count() instanceof AmountNode.Fixed)) return chosen;
        int m = c.mark();
        AmountNode counted = CountedAmountGrammar.perEach(c, ch.count());
        if (counted instanceof AmountNode.CountOfTheirs) {
            c.reset(m);
            throw c.fail("a count not of the sacrificing player's own permanents");
        }
        return new ObjectRef.Chosen(ch.noun(), counted, ch.other());
    }
}
