package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AlsoTypeGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "~ is also a Cleric, Rogue, Warrior, and Wizard." on a creature card ({@link AlsoTypeGrammar}): a
 * characteristic-defining ability (604.3) that gives the card those creature types in every zone (205.3m). It applies
 * first in layer 4 (613.3), before any effect, so it is exactly the card having those types as printed: they are folded
 * into the card's subtypes, and the line itself adds no ability.
 */
final class AlsoTypeLines {

    private AlsoTypeLines() {
    }

    /** {@code card} with the creature types its "is also a ..." lines give it (604.3). */
    static CardText fold(CardText card) {
        List<String> added = null;
        for (var line : card.rules()) {
            List<String> types = types(line.text(), card);
            if (types == null) continue;
            if (added == null) added = new ArrayList<>(card.subtypes());
            for (String t : types) if (!added.contains(t)) added.add(t);
        }
        if (added == null) return card;
        return new CardText(card.name(), card.costSymbols(), card.hasManaCost(), card.supertypes(), card.types(), added,
                card.power(), card.toughness(), card.loyalty(), card.colorIndicator(), card.rules(), card.pos());
    }

    /** No ability for the line (its types are in the card's subtypes), or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        return types(text, card) == null ? Optional.empty() : Optional.of(List.of());
    }

    /** The creature types the line names, or null when it is not "~ is also a [creature types]" on a creature card. */
    private static List<String> types(String text, CardText card) {
        if (!text.startsWith("~ is also ") || !card.hasType("Creature")) return null;
        List<String> words;
        try {
            words = AlsoTypeGrammar.parse(text).types();
        } catch (ParseFailure f) {
            return null;
        }
        for (String w : words) {
            if (!dev.arbiter.engine.card.CreatureTypes.isCreatureType(w)) return null; // 205.3m: creature types only
        }
        return words;
    }
}
