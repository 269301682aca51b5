package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import java.util.List;

/**
 * Whole effects of two sentences that the effect reader takes before splitting sentences.
 * <pre>
 * drawDiscard := "draw" AMOUNT "cards , then discard one of them ."
 * drawReveal  := "draw a card and reveal it . if it isn't" ("a" | "an") WORD "card , discard it ."
 * copySpell   := "copy target instant or sorcery spell" [", except that the copy is" COLOUR]
 *                ". you may choose new targets for the copy ."
 * copyExiled  := "you may copy the exiled card . if you do , you may cast the copy without paying its mana cost ."
 * imprint     := "you may exile" ("a" | "an") WORD "card with" ("mana value" | "converted mana cost") NUMBER
 *                "or less from your hand ."
 * </pre>
 */
public final class SentenceShapeGrammar {

    private static final List<String> COLOURS = List.of("white", "blue", "black", "red", "green");

    private SentenceShapeGrammar() {
    }

    /** One of the records above for the whole of {@code text}, or null. */
    public static Object read(String text) {
        Cursor c = Cursor.of(text);
        if (c.accept("draw")) {
            Token amount = c.peek();
            if (ClauseShapeGrammar.amountWord(amount) && c.peek(1) != null && c.peek(1).is("cards")) {
                c.next();
                return c.accept("cards , then discard one of them .") && c.atEnd()
                        ? new ClauseShapeNodes.DrawDiscardOneOfThem(amount.text()) : null;
            }
            if (!c.accept("a card and reveal it . if it isn't") || c.acceptAny("a", "an") == null || !TokenShapes.wordOnly(c.peek())) return null;
            String type = c.next().text();
            return c.accept("card , discard it .") && c.atEnd() ? new ClauseShapeNodes.DrawRevealDiscardUnless(type) : null;
        }
        if (c.accept("copy target instant or sorcery spell")) {
            String colour = null;
            if (c.accept(", except that the copy is")) {
                Token written = c.peek();
                if (c.acceptAny(COLOURS.toArray(String[]::new)) == null) return null;
                colour = written.text();
            }
            return c.accept(". you may choose new targets for the copy .") && c.atEnd()
                    ? new ClauseShapeNodes.CopyTargetSpell(colour) : null;
        }
        if (c.accept("you may copy the exiled card . if you do , you may cast the copy without paying its mana cost .")) {
            return c.atEnd() ? new ClauseShapeNodes.CopyExiledCard() : null;
        }
        if (c.accept("you may exile") && c.acceptAny("a", "an") != null && TokenShapes.wordOnly(c.peek())) {
            String type = c.next().text();
            if (!c.accept("card with") || c.acceptAny("mana value", "converted mana cost") == null) return null;
            Token n = c.peek();
            if (n == null || n.kind() != Token.Kind.NUMBER) return null;
            c.next();
            return c.accept("or less from your hand .") && c.atEnd()
                    ? new ClauseShapeNodes.ExileFromHand(type, Integer.parseInt(n.text())) : null;
        }
        return null;
    }
}
