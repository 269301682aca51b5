package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Recover [mana cost]" (702.59a, first word "recover"), read as its definition: "When a creature is put into your
 * graveyard from the battlefield, you may pay [cost]. If you do, return ~ from your graveyard to your hand. Otherwise,
 * exile ~." compiled as a line of the card ({@link KeywordDefinitions#definitionLines}); the trigger functions from the
 * graveyard (113.6m, {@code GraveyardTriggerLowering}). On a creature card "a creature" is "another creature" in the
 * printed reminder; the card itself can't be in its graveyard as it dies, so both read the same. A cost that isn't
 * mana ("Recover—Pay half your life, rounded up.") is refused.
 */
final class RecoverLines {

    private RecoverLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("recover")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Recover\" (a cost that isn't mana)");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Recover\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"Recover\" (cost with X)");
        String definition = "When a creature is put into your graveyard from the battlefield, you may pay " + cost
                + ". If you do, return ~ from your graveyard to your hand. Otherwise, exile ~."; // 702.59a
        return Optional.of(KeywordDefinitions.definitionLines(text, List.of(definition), card, spell));
    }
}
