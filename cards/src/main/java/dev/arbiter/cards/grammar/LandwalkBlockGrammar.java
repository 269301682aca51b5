package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.BlockableDespiteLandwalk;

/**
 * Landwalk that doesn't stop blocks (702.14, 609.4b):
 * <pre>
 * line := "creatures with" WALK "can be blocked as though they didn't have" WALK "."    (the same word twice)
 *       | "creatures with landwalk abilities can be blocked as though they didn't have those abilities ."
 * WALK := a word ending in "walk", not "landwalk"
 * </pre>
 */
public final class LandwalkBlockGrammar {

    private LandwalkBlockGrammar() {
    }

    /** The line as a node, or throws {@link ParseFailure}. */
    public static BlockableDespiteLandwalk parse(String text) {
        Cursor c = Cursor.of(text.strip());
        c.expect("creatures with");
        String walk;
        if (c.accept("landwalk abilities can be blocked as though they didn't have those abilities")) {
            walk = null;
        } else {
            walk = walk(c);
            c.expect("can be blocked as though they didn't have");
            if (!walk.equalsIgnoreCase(walk(c))) throw c.fail("the same landwalk");
            if (walk.equalsIgnoreCase("landwalk")) throw c.fail("a kind of landwalk");
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new BlockableDespiteLandwalk(walk);
    }

    private static String walk(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD || !t.lower().endsWith("walk") || t.text().length() <= 4
                || !t.lower().chars().allMatch(ch -> ch >= 'a' && ch <= 'z')) throw c.fail("a landwalk");
        c.next();
        return t.text();
    }
}
