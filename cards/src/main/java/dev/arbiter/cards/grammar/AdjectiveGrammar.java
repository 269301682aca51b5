package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * Colour and status words without a noun of their own (105.2, 506.4, 608.2c): after a noun's heads ("that's green or
 * white") or alone ("if it's blue"), for {@link NounGrammar} and the grammars of conditions.
 */
final class AdjectiveGrammar {
    private AdjectiveGrammar() {
    }

    /**
     * "that's green or white" / "that's attacking or blocking" after the heads: the same as the colours or the combat
     * status written before them ("green or white creature or planeswalker", 105.2; "attacking or blocking creature",
     * 506.4). Nothing is read (cursor unchanged) for other words, or colours after colours already written.
     */
    static void thatsAdjectives(Cursor c, boolean plural, List<String> adjectives) {
        int m = c.mark();
        if (!c.accept(plural ? "that are" : "that's")) return;
        if (c.accept("one or more colors")) { // 105.2c: a colored object, "a permanent that's one or more colors"
            if (adjectives.contains("colorless") || adjectives.contains("colored")) c.reset(m);
            else adjectives.add("colored");
            return;
        }
        if (c.accept("attacking or blocking")) {
            if (adjectives.contains("attacking") || adjectives.contains("blocking") || adjectives.contains("attacking or blocking")) {
                c.reset(m);
                return;
            }
            adjectives.add("attacking or blocking");
            return;
        }
        List<String> colours = new ArrayList<>();
        while (c.peek() != null && NounGrammar.COLOURS.contains(c.peek().lower())) {
            colours.add(c.next().lower());
            if (c.accept(", or") || c.accept("or")) continue;
            if (!c.at(",") || c.peek(1) == null || !NounGrammar.COLOURS.contains(c.peek(1).lower())) break;
            c.accept(","); // "white, blue, black, or red"
        }
        boolean hasColour = adjectives.stream().anyMatch(NounGrammar.COLOURS::contains);
        if (colours.isEmpty() || hasColour || !c.atEnd() && !c.at(".")) {
            c.reset(m); // only at the end of the sentence: "a spell that's red or green, ..." is read by the trigger grammar
            return;
        }
        adjectives.addAll(colours);
    }

    /**
     * "blue", "tapped", "legendary" (608.2c: "if it's blue"): one or more colour or status words with no noun after them
     * (the end of the sentence must follow), or an empty list with the cursor unchanged.
     */
    static List<String> adjectivesOnly(Cursor c) {
        return adjectivesBefore(c, "and", ".");
    }

    /**
     * As {@link #adjectivesOnly}, the words joined by {@code join} and followed by {@code end}: "green or white" before
     * "," ("If that creature was green or white, ...": either colour, as before a noun, 105.2).
     */
    static List<String> adjectivesBefore(Cursor c, String join, String end) {
        int m = c.mark();
        List<String> out = new ArrayList<>();
        while (true) {
            Token t = c.peek();
            if (t == null || t.kind() != Token.Kind.WORD) break;
            String w = t.lower();
            if (!NounGrammar.COLOURS.contains(w) && !NounGrammar.STATUS.contains(w) && !NounGrammar.isNonWord(w)) break;
            c.next();
            out.add(w.startsWith("non-") ? "non-" + t.text().substring(4) : w);
            if (!c.accept(join)) break;
        }
        if (out.isEmpty() || !c.at(end)) {
            c.reset(m);
            return List.of();
        }
        return out;
    }
}
