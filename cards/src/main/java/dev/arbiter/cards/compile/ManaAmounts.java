package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaType;

/**
 * "Add an amount of {B} equal to the sacrificed creature's mana value." (106.1, 608.2h): one type of
 * mana, as much as an amount read as the effect happens. Only amounts about what was sacrificed as
 * the cost are read here; null for any other text.
 */
final class ManaAmounts {

    private ManaAmounts() {
    }

    static Effect parse(String phrase) {
        ClauseShapeNodes.ManaAmountOf m = ClauseShapeGrammar.manaAmount(phrase);
        if (m == null || !(m.amount() instanceof AmountNode.Sacrificed s)) return null;
        return new Effect.AddManaAmount(ManaType.ofLetter(m.mana()), SacrificedLowering.amount(s));
    }
}
