package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ChosenColorManaGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;

/**
 * "Choose a color. Add one mana of that color for each charge counter on ~." (106.1, 605.3a): the count's mana, all of
 * one colour the controller chooses as the ability resolves — {@link Effect.AddManaForEach} of any one colour, the count
 * read from the game state (the payment asks it before activating).
 */
final class ChosenColorMana {
    private ChosenColorMana() {
    }

    /**
     * The effect of {@code effectText}, or null when it is not this shape.
     *
     * @throws NotSupported for a count the mana payment can't read
     */
    static Effect parse(String effectText, ParseContext ctx) {
        AmountNode n = ChosenColorManaGrammar.count(effectText);
        if (n == null) return null;
        Amount count = new EffectLowering(ctx).amountOf(n);
        if (!ManaCountLowering.countable(count)) throw new NotSupported("mana for each of a count the payment can't read");
        return new Effect.AddManaForEach(ManaPool.EMPTY.plus(ManaType.C, 1), count, true);
    }
}
