package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

/**
 * A mana ability's colour chosen as it resolves (106.1, 605.3a):
 * <pre>
 * chosen-color-mana := "choose a color" "." "add one mana of that color for each" COUNTED "."
 * </pre>
 * "Choose a color. Add one mana of that color for each charge counter on ~." is the count's mana of one colour.
 */
public final class ChosenColorManaGrammar {
    private ChosenColorManaGrammar() {
    }

    /** The count ("for each ..."), or null when {@code text} is not this shape. */
    public static AmountNode count(String text) {
        if (!text.startsWith("Choose a color. Add one mana of that color for each ")) return null; // a cheap look first
        Cursor c = Cursor.of(text.strip());
        try {
            if (!c.accept("choose a color . add one mana of that color") || !c.at("for each")) return null;
            AmountNode n = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            return c.accept(".") && c.atEnd() ? n : null;
        } catch (ParseFailure f) {
            return null;
        }
    }
}
