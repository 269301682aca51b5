package dev.arbiter.cards.grammar.ast;

import dev.arbiter.cards.grammar.ast.PhraseNodes.Enchantable;

/** What "Enchant [object]" names (702.5a, 303.4a), read once from the keyword line's tokens. */
public sealed interface EnchantWhat {

    /** "Enchant player" / "Enchant opponent" (702.5d, 303.4): the Aura is attached to a player. */
    record Player(boolean opponent) implements EnchantWhat {
    }

    /** "Enchant KIND card in a graveyard" (702.5a): {@code kind} the one word before "card" (null when there are more). */
    record GraveyardCard(Enchantable kind) implements EnchantWhat {
    }

    /**
     * A permanent: {@code word} the one-word form ("creature", "Forest you control"; null when the words are not one),
     * {@code noun} the noun grammar's reading of all the words (null when they are not one noun).
     */
    record Permanent(Enchantable word, Noun noun) implements EnchantWhat {
    }
}
