package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;

/**
 * A colour or type chosen as the effect resolves (608.2d) and what the chosen one does; the subject read from its tokens
 * ({@link SubjectPhraseGrammar}).
 * <pre>
 * protection := ["you may"] "choose a" ("color" | "colour") "." ["if you do ,"] SUBJECT ("gain" | "gains")
 *               "protection from the chosen" ("color" | "colour") "until end of turn ."
 * ofChoice   := SUBJECT ("become" | "becomes") "the creature type of your choice" ["until end of turn"] "."
 * typeFirst  := "choose a" ("creature" | "basic land") "type" ["other than" WORD] "." SUBJECT ("become" | "becomes")
 *               "that type until end of turn ."
 * creatures  := ("target" | "each" | "all") ["other"] ("creature" | "creatures") ["you control"]
 *             | "target creature an opponent controls"
 * lands      := ("target" | "each" | "all") ("land" | "lands") ["you control"]
 * </pre>
 */
public final class TypeAndColorChoiceGrammar {

    private TypeAndColorChoiceGrammar() {
    }

    /** The protection sentence pair, or null. */
    public static ClauseShapeNodes.ChosenColorProtection protection(String text) {
        Cursor c = Cursor.of(text);
        boolean optional = c.accept("you may");
        if (!c.accept("choose a") || c.acceptAny("color", "colour") == null || !c.accept(".")) return null;
        if (optional && !c.accept("if you do ,")) return null;
        int from = c.mark();
        while (!c.atEnd()) {
            int at = c.mark();
            Token verb = c.peek();
            if (at > from && (verb.is("gain") || verb.is("gains")) && spaceBefore(text, verb)) {
                c.next();
                if (c.accept("protection from the chosen") && c.acceptAny("color", "colour") != null
                        && c.accept("until end of turn .") && c.atEnd()) {
                    return new ClauseShapeNodes.ChosenColorProtection(optional, subject(text, c, from, at));
                }
                c.reset(at);
            }
            c.next();
        }
        return null;
    }

    /** "... become(s) the creature type of your choice [until end of turn].", or null. */
    public static ClauseShapeNodes.CreatureTypeOfChoice ofChoice(String text) {
        Cursor c = Cursor.of(text);
        while (!c.atEnd()) {
            int at = c.mark();
            Token verb = c.peek();
            if (at > 0 && (verb.is("become") || verb.is("becomes")) && spaceBefore(text, verb)) {
                c.next();
                if (c.accept("the creature type of your choice")) {
                    boolean until = c.accept("until end of turn");
                    if (c.accept(".") && c.atEnd()) {
                        return new ClauseShapeNodes.CreatureTypeOfChoice(subject(text, c, 0, at), until);
                    }
                }
                c.reset(at);
            }
            c.next();
        }
        return null;
    }

    /** "Choose a creature / basic land type [other than TYPE]. ... become(s) that type until end of turn.", or null. */
    public static ClauseShapeNodes.ChooseTypeFirst typeFirst(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("choose a")) return null;
        String kind = c.acceptAny("creature", "basic land");
        if (kind == null || !c.accept("type")) return null;
        String excluded = null;
        if (c.accept("other than")) {
            Token t = c.peek();
            if (!TokenShapes.letterWord(t)) return null;
            excluded = c.next().text();
        }
        if (!c.accept(".")) return null;
        int from = c.mark();
        while (!c.atEnd()) {
            int at = c.mark();
            Token verb = c.peek();
            if (at > from && (verb.is("become") || verb.is("becomes")) && spaceBefore(text, verb)) {
                c.next();
                if (c.accept("that type until end of turn .") && c.atEnd()) {
                    return new ClauseShapeNodes.ChooseTypeFirst(kind.equals("creature"), excluded, subject(text, c, from, at));
                }
                c.reset(at);
            }
            c.next();
        }
        return null;
    }

    /** The subject from token {@code from} up to the verb at token {@code verb}, read from those tokens. */
    private static SubjectPhrase subject(String text, Cursor c, int from, int verb) {
        return SubjectPhraseGrammar.read(text, c.tokens(from, verb));
    }

    private static boolean spaceBefore(String text, Token t) {
        return t.start() > 0 && text.charAt(t.start() - 1) == ' ';
    }
}
