package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * Doubling a creature's power (701.9a-c):
 * <pre>
 * double := "double" whose stats "until end of turn" | "double the" stats "of" object "until end of turn"
 * whose  := "~'s" | "its" | "target" type-word's | "that" noun-word's
 * object := "~" | "it" | "target creature" | "that creature"
 * stats  := "power" | "power and toughness"
 * </pre>
 * read as "[it] gets +X/+0 until end of turn, where X is its power" (701.9b: X is its power as the effect resolves; a
 * negative power gives -X/-0, 701.9c, which adding the power does: the stat is "doubled power", whose amount keeps a
 * negative value, 107.1b). Power and toughness (701.9b: +X/+Y, X its power
 * and Y its toughness) is that and then "it gets +0/+X, where X is its toughness": the first change leaves the
 * toughness as it was, so both read the values as the effect resolves.
 */
final class DoubleGrammar {

    private DoubleGrammar() {
    }

    /** The verb phrase of "you", or null (nothing consumed). */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("double")) return null;
        ObjectRef object = null;
        boolean ofForm = c.accept("the");
        if (ofForm) {
            Stats stats = stats(c);
            if (stats == null || !c.accept("of")) {
                c.reset(m);
                return null;
            }
            object = plainObject(c);
            if (object == null || !c.accept("until end of turn")) {
                c.reset(m);
                return null;
            }
            return doubled(object, stats);
        }
        if (c.accept("its")) {
            object = new ObjectRef.Pronoun("it"); // 608.2c: the object the ability named before
        } else if (c.accept("~ ' s")) {
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
        Stats stats = object == null ? null : stats(c);
        if (stats == null || !c.accept("until end of turn")) {
            c.reset(m);
            return null;
        }
        return doubled(object, stats);
    }

    private enum Stats { POWER, BOTH }

    /** "power and toughness" | "power"; null (nothing consumed) otherwise. */
    private static Stats stats(Cursor c) {
        if (c.accept("power and toughness")) return Stats.BOTH;
        if (c.accept("power")) return Stats.POWER;
        return null;
    }

    /** "~" | "it" | "target creature" | "that creature" after "double the power of"; null (nothing consumed) otherwise. */
    private static ObjectRef plainObject(Cursor c) {
        if (c.accept("~")) return new ObjectRef.Self();
        if (c.accept("it")) return new ObjectRef.Pronoun("it");
        if (c.accept("target creature")) {
            return new ObjectRef.Targeted(new Noun(List.of(), List.of("creature"), List.of(), null, List.of(), false, null), 1, 1,
                    false, "target creature");
        }
        if (c.accept("that creature")) return new ObjectRef.Pronoun("that creature");
        return null;
    }

    /** 701.9b: +X/+0 where X is its power; with the toughness, then +0/+X where X is its toughness. */
    private static EffectNode doubled(ObjectRef object, Stats stats) {
        ObjectRef it = object instanceof ObjectRef.Self ? object : new ObjectRef.Pronoun("it");
        EffectNode power = new EffectNode.WhereX(new EffectNode.PumpX(object, "+X/+0"), new AmountNode.StatOf(it, "doubled power"));
        if (stats == Stats.POWER) return power;
        EffectNode toughness = new EffectNode.WhereX(new EffectNode.PumpX(it, "+0/+X"), new AmountNode.StatOf(it, "doubled toughness"));
        return new EffectNode.Sequence(List.of(power, toughness));
    }

    /** "creature's" → "creature"; null for any other token. */
    private static String possessiveType(Token t) {
        if (t == null || t.kind() != Token.Kind.WORD || !t.lower().endsWith("'s")) return null;
        String w = t.lower().substring(0, t.lower().length() - 2);
        return w.equals("creature") ? w : null;
    }
}
