package dev.arbiter.cards.grammar.ast;

/** A number in effect text. */
public sealed interface AmountNode {

    /** "three", "3", "a". */
    record Fixed(int value) implements AmountNode {
    }

    /** "X" (107.3). */
    record X() implements AmountNode {
    }

    /** "for each creature you control" / "equal to the number of cards in your hand". */
    record CountOf(Noun noun, String zone) implements AmountNode {
    }

    /** "all" in "sacrifice all" / "any number of": no fixed count. */
    record All() implements AmountNode {
    }
}
