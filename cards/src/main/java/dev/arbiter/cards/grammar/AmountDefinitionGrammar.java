package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/** Amounts defined in words (107.1, 107.3): after "equal to" or "where X is". */
public final class AmountDefinitionGrammar {
    private AmountDefinitionGrammar() {
    }

    /**
     * An amount defined in words after "equal to" or "where X is": "the number of Swamps you
     * control", "the number of cards in that player's hand", "half their library, rounded down".
     */
    public static AmountNode definition(Cursor c) {
        if (c.accept("twice")) return new AmountNode.Times(2, definition(c)); // 107.1
        return CountedAmountGrammar.arithmetic(c, definition0(c)); // 107.1: "... plus / minus ..."
    }

    private static AmountNode definition0(Cursor c) {
        AmountNode greatest = AmountPhraseGrammar.greatest(c); // 107.1
        if (greatest != null) return greatest;
        if (c.accept("half")) {
            int m = c.mark();
            AmountNode of;
            PlayerRef whose = ZoneVerbGrammar.possessive(c);
            if (whose != null && c.accept("library")) {
                of = new AmountNode.CardsInLibrary(whose);
            } else {
                c.reset(m);
                of = definition(c);
            }
            if (c.accept(", rounded down")) return new AmountNode.Half(of, false);
            if (c.accept(", rounded up")) return new AmountNode.Half(of, true);
            throw c.fail("\", rounded down\"");
        }
        int m = c.mark();
        try { // "3 plus the number of artifacts you control" (107.1)
            AmountNode n = ReferenceGrammar.count(c);
            if (n instanceof AmountNode.Fixed f && f.value() > 0 && c.accept("plus")) {
                return new AmountNode.Plus(definition(c), f.value());
            }
            if (n instanceof AmountNode.Fixed f && c.accept("minus")) return new AmountNode.Minus(f, definition(c)); // 107.1b
        } catch (ParseFailure ignored) {
            // not a number
        }
        c.reset(m);
        return ClauseGrammar.numberOf(c); // with "the number of cards in [player's] hand / library" (402, 401)
    }
}
