package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * A description of objects as the text writes it, before any meaning is given to it: "tapped
 * nonblack creature an opponent controls", "Goblins you control", "artifact, enchantment, or land
 * card with mana value 3 or less". Words are kept lower case except subtypes (capitalised).
 *
 * @param adjectives colour and status words and their negations ("white", "nonblack", "tapped",
 *                   "nontoken", "legendary", "non-Wall", "multicolored")
 * @param heads the nouns: card types and subtypes, any of which may match ("artifact", "Goblin",
 *              "permanent", "card", "spell"); several heads joined by "or" / "and/or"
 * @param subtypeModifiers subtypes written before a type ("Goblin creature", "Aura spell")
 * @param controller "you control", "an opponent controls", "you don't control", "you own", or null
 * @param with "with flying", "without flying", "with power 2 or less", "with mana value 3 or greater"
 * @param plural whether the head was plural ("creatures")
 * @param zone for cards: "your graveyard", "a graveyard", "an opponent's graveyard", "your hand"; else null
 */
public record Noun(List<String> adjectives, List<String> heads, List<String> subtypeModifiers, String controller,
                   List<With> with, boolean plural, String zone) {

    /** Copies the lists. */
    public Noun {
        adjectives = List.copyOf(adjectives);
        heads = List.copyOf(heads);
        subtypeModifiers = List.copyOf(subtypeModifiers);
        with = List.copyOf(with);
    }

    /**
     * A "with" / "without" clause: a keyword, or a bound on power / toughness / mana value; or a choice made
     * as the source entered ({@code stat} "chosen color", "chosen type", "chosen name": "of the chosen color").
     */
    public record With(boolean without, String keyword, String stat, int value, String comparison, AmountNode amount) {
        /** A clause without an amount read from the game ({@code value} is the bound, or -1 for X). */
        public With(boolean without, String keyword, String stat, int value, String comparison) {
            this(without, keyword, stat, value, comparison, null);
        }
    }

    /** The comparison of "with mana value equal to [amount]" (value -2, the amount in {@code With.amount}). */
    public static final String EQUAL_TO = "equal to";

    /** Whether a head is {@code word}. */
    public boolean hasHead(String word) {
        return heads.contains(word);
    }
}
