package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * Doubling a creature's power (701.9a-c):
 * <pre>
 * double := "double" whose "power until end of turn"
 * whose  := "~'s" | "target" type-word's | "that" noun-word's
 * </pre>
 * read as "[it] gets +X/+0 until end of turn, where X is its power" (701.9b: X is its power as the effect resolves; a
 * negative power gives -X/-0, 701.9c, which adding the power does).
 */
final class DoubleGrammar {

    private DoubleGrammar() {
    }

    /** The verb phrase of "you", or null (nothing consumed). */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("double")) return null;
        ObjectRef object = null;
        if (c.accept("~ ' s")) {
            object = new ObjectRef.Self();
        } else if (c.at("target") && possessiveType(c.peek(1)) != null) {
            c.next();
            String type = possessiveType(c.next());
            object = new ObjectRef.Targeted(new Noun(List.of(), List.of(type), List.of(), null, List.of(), false, null), 1, 1,
                    false, "target " + type);
        } else if (c.at("that") && possessiveType(c.peek(1)) != null) {
            c.next();
            object = new ObjectRef.Pronoun("that " + possessiveType(c.next()));
        }
        if (object == null || !c.accept("power until end of turn")) {
            c.reset(m);
            return null;
        }
        ObjectRef it = object instanceof ObjectRef.Self ? object : new ObjectRef.Pronoun("it");
        return new EffectNode.WhereX(new EffectNode.PumpX(object, "+X/+0"), new AmountNode.StatOf(it, "power"));
    }

    /** "creature's" → "creature"; null for any other token. */
    private static String possessiveType(Token t) {
        if (t == null || t.kind() != Token.Kind.WORD || !t.lower().endsWith("'s")) return null;
        String w = t.lower().substring(0, t.lower().length() - 2);
        return w.equals("creature") ? w : null;
    }
}
