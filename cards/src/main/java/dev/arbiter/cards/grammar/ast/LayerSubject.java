package dev.arbiter.cards.grammar.ast;

/**
 * The subject of a characteristic-changing static ability (611.3a, 613.1), read once from the line's tokens: the
 * source itself, "it", the permanent an attachment is attached to (303.4, 301.5, 301.6), or a group of permanents.
 */
public sealed interface LayerSubject {

    /** "~": the source. */
    record Self() implements LayerSubject {
    }

    /** "it": the source only where the line's condition is about the source ("As long as ~ is untapped, it ..."). */
    record It() implements LayerSubject {
    }

    /** "enchanted | equipped | fortified" + "creature | land | artifact | enchantment | permanent", as printed. */
    record Host(String word, String noun) implements LayerSubject {
    }

    /** A group ("creatures you control", "each other Goblin"); {@code group} null when the words are none. */
    record Group(StaticSubject group) implements LayerSubject {

        /** Written "each" + a singular noun: the verbs are singular. */
        public boolean each() {
            return group != null && group.each();
        }
    }
}
