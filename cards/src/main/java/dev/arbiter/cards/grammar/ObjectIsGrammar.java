package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * A sentence that applies only if an object named before is of a kind (608.2c):
 * <pre>
 * if-object-is := "if" ("it's" | pronoun "is") ("a" | "an") noun "," part (("," "and" | "and") part)*
 * part         := pronoun "can't be regenerated this turn"                                       (701.15c)
 *               | "if" pronoun "would die this turn , exile it instead"                           (614.1a)
 * </pre>
 * after        := effect "if it's" quality                                                       (608.2c)
 * e.g. "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead."
 */
final class ObjectIsGrammar {

    private ObjectIsGrammar() {
    }

    /** The sentence (without its final "."), or null with the cursor unchanged when it isn't one. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        try {
            if (!c.accept("if")) return null;
            ObjectRef who;
            if (c.accept("it's")) {
                who = new ObjectRef.Pronoun("it");
            } else {
                who = ReferenceGrammar.object(c);
                if (!(who instanceof ObjectRef.Pronoun) || !c.accept("is")) {
                    c.reset(m);
                    return null;
                }
            }
            if (c.acceptAny("a", "an") == null) {
                c.reset(m);
                return null;
            }
            int nounStart = c.mark();
            Noun noun = NounGrammar.noun(c);
            String nounText = c.textFrom(nounStart);
            if (!c.accept(",")) {
                c.reset(m);
                return null;
            }
            List<EffectNode> parts = new ArrayList<>();
            parts.add(part(c));
            while (c.accept(", and") || c.accept("and")) parts.add(part(c));
            EffectNode then = parts.size() == 1 ? parts.get(0) : new EffectNode.Sequence(parts);
            return new EffectNode.IfObjectIs(who, noun, nounText, then);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** Adjectives an object may be said to be after "it's" (105.1, 205.4, 110.5). */
    private static final java.util.Set<String> QUALITIES = java.util.Set.of("white", "blue", "black", "red", "green",
            "colorless", "multicolored", "legendary", "tapped", "untapped");

    /**
     * "[effect] if it's green" (608.2c): the condition written after the effect, on the one object the effect names;
     * {@code then} wrapped, or returned as it was (cursor unchanged) when no such condition follows.
     */
    static EffectNode after(Cursor c, EffectNode then) {
        int m = c.mark();
        if (!c.accept("if it's")) return then;
        Token t = c.peek();
        if (t == null || !QUALITIES.contains(t.lower()) || c.peek(1) == null || !c.peek(1).is(".")) {
            c.reset(m);
            return then;
        }
        c.next();
        Noun quality = new Noun(List.of(t.lower()), List.of("permanent"), List.of(), null, List.of(), false, null);
        return new EffectNode.IfItIsAfter(then, quality, t.lower());
    }

    private static EffectNode part(Cursor c) {
        EffectNode dying = DamageFollowUpGrammar.exileIfDies(c); // 614.1a
        if (dying != null) return dying;
        ObjectRef who = ReferenceGrammar.object(c);
        c.expect("can't be regenerated this turn"); // 701.15c
        return new EffectNode.CantBeRegenerated(who);
    }
}
