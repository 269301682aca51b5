package dev.arbiter.cards.explain;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;

/** Test helpers: cards built from ability records, or compiled from card text. */
final class TestCards {

    private TestCards() {
    }

    /** A card named {@code name} of {@code types} (with {@code subtypes}) and the given abilities, no rules text. */
    static CardDefinition card(String name, int types, List<String> subtypes, Ability... abilities) {
        boolean creature = (types & CardType.CREATURE.bit()) != 0;
        return new CardDefinition(name, ManaCost.parse("{1}"), true, -1, 0, types, subtypes, creature ? 1 : null,
                creature ? 1 : null, null, List.of(abilities), List.of());
    }

    /** A creature named {@code name} with the abilities. */
    static CardDefinition creature(String name, Ability... abilities) {
        return card(name, CardType.CREATURE.bit(), List.of(), abilities);
    }

    /** The rendered lines of {@code def}. */
    static List<String> lines(CardDefinition def) {
        return CardExplainer.lines(def);
    }

    /** The definition compiled from the one card written in {@code text} (the card format), which must be supported. */
    static CardDefinition compiled(String text) {
        List<CardText> cards = CardTextReader.read("test.txt", text);
        CompileResult r = new OracleCompiler().compile(cards.get(0));
        if (r instanceof CompileResult.Unsupported u) {
            throw new AssertionError("unsupported: " + u.message());
        }
        return ((CompileResult.Supported) r).def();
    }
}
