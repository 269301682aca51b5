package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;

/**
 * The printed characteristics of a card (109.3, 208): mana cost, colour indicator (204), type
 * masks (205), power/toughness and loyalty, put together with the compiled abilities.
 */
final class CardFacts {

    private CardFacts() {
    }

    /**
     * A card whose P/T or loyalty is not a plain number needs a characteristic-defining ability
     * (604.3), which the engine does not have.
     *
     * @return null when the numbers are plain, else a short reason
     */
    static String problem(CardText card) {
        if (card.types().contains("Creature") && card.power() == null) {
            return "creature without printed power/toughness in the card data (208.2)";
        }
        if (card.supertypes().contains("Host")) {
            return "supertype Host (an Un-set rule outside the Comprehensive Rules)";
        }
        if (!plain(card.power()) || !plain(card.toughness())) {
            return "characteristic-defining P/T";
        }
        if (!plain(card.loyalty())) {
            return "variable loyalty";
        }
        return null;
    }

    /** Whether the only non-numeric parts of the card's P/T are a plain "*" (604.3: a line must define them). */
    static boolean starPowerToughness(CardText card) {
        return card.types().contains("Creature") && card.power() != null && !card.supertypes().contains("Host")
                && plain(card.loyalty()) && (card.power().equals("*") || card.toughness().equals("*")
                        || card.power().endsWith("+*") || card.toughness().endsWith("+*")) // 604.3: "1 plus the number of ..."
                && (card.power().equals("*") || plain(card.power()) || card.power().endsWith("+*") && starPlus(card.power()))
                && (card.toughness().equals("*") || plain(card.toughness()) || starPlus(card.toughness()));
    }

    /** A toughness printed "1+*" or "*+1": the characteristic-defining line must say "that number plus 1" (604.3). */
    private static boolean starPlus(String n) {
        return n.endsWith("+*") && digits(n, 0, n.length() - 2) || n.startsWith("*+") && digits(n, 2, n.length());
    }

    /**
     * A card with "*" P/T is supported only when one of its lines compiled to the
     * characteristic-defining ability (604.3); otherwise it is unsupported as before.
     */
    static CompileResult withCharacteristicDefining(CompileResult r, CardText card) {
        if (r instanceof CompileResult.Supported s && s.def().abilities().stream().noneMatch(a ->
                a instanceof dev.arbiter.engine.ability.StaticAbility st
                        && (st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CharacteristicPowerToughness
                        // 614.12: each form chosen as it enters sets its P/T on the battlefield; elsewhere "*" is 0
                        || st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.BecomesChoiceAsEnters))) {
            RulesLine cda = card.rules().isEmpty() ? null : card.rules().get(0);
            return new CompileResult.Unsupported(card, cda, "characteristic-defining P/T");
        }
        return r;
    }

    /**
     * The definition of {@code card} with {@code abilities}; a non-numeric P/T or loyalty is 0 (only
     * reached when unsupported cards are explicitly allowed).
     */
    static CardDefinition definition(CardText card, List<Ability> abilities) {
        int supertypes = 0;
        for (String s : card.supertypes()) {
            supertypes |= Supertype.ofWord(s).bit();
        }
        int types = 0;
        for (String t : card.types()) {
            types |= CardType.ofWord(t).bit();
        }
        return new CardDefinition(card.name(), ManaCost.ofSymbols(card.costSymbols()), card.hasManaCost(),
                colorIndicator(card), supertypes, types, card.subtypes(), number(card.power()),
                number(card.toughness()), number(card.loyalty()), abilities,
                card.rules().stream().map(RulesLine::original).map(String::strip).toList())
                .withTextChanges(new CardTextChanges(card)); // 612
    }

    /** The colour indicator as a mask (204), or -1 when the card has none; devoid makes it colourless (702.114a). */
    private static int colorIndicator(CardText card) {
        if (card.rulesTexts().stream().anyMatch(l -> l.strip().equalsIgnoreCase("devoid"))) {
            return 0;
        }
        if (card.colorIndicator().isEmpty()) {
            return -1;
        }
        int mask = 0;
        for (Token word : Tokenizer.tokens(card.colorIndicator().get())) { // 204: "Green", "Red and White", "Blue, Black"
            if (word.is(",") || word.is("and")) continue;
            mask |= Color.ofName(word.text()).bit();
        }
        return mask;
    }

    static boolean plain(String n) {
        if (n == null) return true;
        int from = n.startsWith("+") || n.startsWith("-") ? 1 : 0;
        return digits(n, from, n.length());
    }

    /** Whether {@code n} from {@code from} to {@code to} is one or more ASCII digits. */
    private static boolean digits(String n, int from, int to) {
        if (from >= to) return false;
        for (int i = from; i < to; i++) {
            if (n.charAt(i) < '0' || n.charAt(i) > '9') return false;
        }
        return true;
    }

    private static Integer number(String n) {
        if (n == null) {
            return null;
        }
        return plain(n) ? Integer.valueOf(Integer.parseInt(n.replace("+", ""))) : Integer.valueOf(0);
    }
}
