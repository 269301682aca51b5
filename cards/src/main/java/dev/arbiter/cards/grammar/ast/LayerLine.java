package dev.arbiter.cards.grammar.ast;

/**
 * A characteristic-changing static line read through its frames (611.3a-b, 613, 702.16c, 509.1c) by
 * {@code LayerLineGrammar}, each node with the text it was read from ({@code printed}); a frame nests the line it
 * stands for, so a lowering walks the nodes and never reads a line again. {@link Plain} is the line without a frame:
 * its condition and body are read by the lowering.
 */
public sealed interface LayerLine {

    /** The text this node was read from (stripped). */
    String printed();

    /** "[line]. This effect doesn't remove ~." (702.16c): the line granting protection. */
    record KeepsSource(String printed, LayerLine granted) implements LayerLine {
    }

    /** "Creatures you control also get ..." (611.3a, 613): "also" only ties it to the line before; the line without it. */
    record Also(String printed, LayerLine line) implements LayerLine {
    }

    /**
     * "As long as you control exactly one TYPE, that TYPE gets ..." (611.3b): "that TYPE" is the one TYPE you control, so
     * the line about all TYPEs you control under the same condition.
     */
    record OnlyOne(String printed, LayerLine line) implements LayerLine {
    }

    /** "All creatures [noun] able to block [object] do so." (509.1c): {@code blockers} null for "creatures" alone. */
    record Lure(String printed, boolean anyCreature, Noun blockers, LayerSubject object) implements LayerLine {
    }

    /**
     * "[subject] gets X. If it's a Y, it gets Z instead." (608.2c, 611.3b): the line "[subject] gets Z as long as it's
     * a Y. Otherwise, it gets X."
     */
    record Instead(String printed, LayerLine line) implements LayerLine {
    }

    /**
     * "[first, with 'as long as']. Otherwise, it [second]." (611.3b): the first line, and the second predicates on
     * the first's subject ({@code subject} as printed) under the negated condition.
     */
    record Otherwise(String printed, LayerLine first, String subject, String second) implements LayerLine {
    }

    /** A line that doesn't end a sentence: no layer line. */
    record Unended(String printed) implements LayerLine {
    }

    /** The line without a frame: "[condition,] body" or "body [as long as condition]". */
    record Plain(String printed) implements LayerLine {
    }
}
