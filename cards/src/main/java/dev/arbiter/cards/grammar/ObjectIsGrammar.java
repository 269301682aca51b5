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
 * trailing     := effect "if it's" (adjective+ | ("a" | "an") noun) "."                         (608.2c)
 *               | effect "if it has" counters "."                                                   (122.1)
 * if-counters  := ["then"] "if it has" counters "," chain "."   (counters: CounterNounGrammar, "three or more +1/+1 counters on it")
 * </pre>
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
            int hasStart = c.mark();
            Noun counted = counters(c); // 122.1: "If it has three or more +1/+1 counters on it, sacrifice ~."
            if (counted != null) {
                String nounText = c.textFrom(hasStart);
                c.expect(",");
                EffectNode then = EffectGrammar.chain(c);
                if (!c.at(".")) {
                    c.reset(m);
                    return null;
                }
                return new EffectNode.IfObjectIs(new ObjectRef.Pronoun("it"), counted, nounText, then);
            }
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

    /**
     * "[clause] if it's [blue | tapped | a Knight]" at the end of a sentence (608.2c): {@code clause} happens only if
     * the object it names is so as the effect resolves; null with the cursor unchanged when the sentence doesn't end so.
     */
    static EffectNode trailing(Cursor c, EffectNode clause) {
        if (clause instanceof EffectNode.Sequence) return null; // "it" of which clause: not read
        int m = c.mark();
        if (!c.accept("if")) return null;
        int start = c.mark();
        Noun counted = counters(c); // 122.1: "Destroy ~ if it has five or more hunger counters on it."
        if (counted != null) {
            if (c.at(".")) return new EffectNode.IfItIs(clause, counted, c.textFrom(start));
            c.reset(m);
            return null;
        }
        if (!c.accept("it's")) {
            c.reset(m);
            return null;
        }
        start = c.mark();
        try {
            Noun noun;
            if (c.acceptAny("a", "an") != null) {
                noun = NounGrammar.noun(c);
            } else {
                List<String> adjectives = NounGrammar.adjectivesOnly(c);
                if (adjectives.isEmpty()) {
                    c.reset(m);
                    return null;
                }
                noun = new Noun(adjectives, List.of(), List.of(), null, List.of(), false, null); // the head is the object's
            }
            if (!c.at(".")) {
                c.reset(m);
                return null;
            }
            return new EffectNode.IfItIs(clause, noun, c.textFrom(start));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /**
     * "it has [N or more | no | a] [KIND] counter(s) on it" (122.1) as a permanent with those counters, or null with the
     * cursor unchanged.
     */
    private static Noun counters(Cursor c) {
        int m = c.mark();
        if (!c.accept("it has")) return null;
        Noun.With with = CounterNounGrammar.after(c, false);
        if (with == null) {
            c.reset(m);
            return null;
        }
        return new Noun(List.of(), List.of("permanent"), List.of(), null, List.of(with), false, null);
    }

    private static EffectNode part(Cursor c) {
        EffectNode dying = DamageFollowUpGrammar.exileIfDies(c); // 614.1a
        if (dying != null) return dying;
        ObjectRef who = ReferenceGrammar.object(c);
        c.expect("can't be regenerated this turn"); // 701.15c
        return new EffectNode.CantBeRegenerated(who);
    }
}
