package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * A sentence that applies only if an object named before is of a kind (608.2c):
 * <pre>
 * if-object-is := "if" ("it's" | pronoun ("is" | "was")) (("a" | "an") noun | adjective+ ("or" adjective+)*) ","
 *                 (part (("," "and" | "and") part)* | chain)
 * part         := pronoun "can't be regenerated this turn"                                       (701.15c)
 *               | "if" pronoun "would die this turn , exile it instead"                           (614.1a)
 * trailing     := effect "if it's" (adjective+ | ("a" | "an") noun) ["." "A creature destroyed this way can't be regenerated"] "."   (608.2c, 701.15c)
 *               | effect "if it has" counters "."                                                   (122.1)
 *               | effect "if its" stat "is" ("less" | "greater") "than" ["or equal to"] amount "."   (608.2c, 107.1)
 * if-counters  := ["then"] "if it has" counters "," chain "."   (counters: CounterNounGrammar, "three or more +1/+1 counters on it")
 * </pre>
 * e.g. "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead."
 */
final class ObjectIsGrammar {

    private static final java.util.Set<String> COLOURS = java.util.Set.of("white", "blue", "black", "red", "green");

    private ObjectIsGrammar() {
    }

    /** The sentence (without its final "."), or null with the cursor unchanged when it isn't one. */
    static EffectNode sentence(Cursor c) {
        return sentence(c, null);
    }

    /**
     * As {@link #sentence(Cursor)}; after {@code previous}, the sentence before, also "If it's a Vampire, put two +1/+1
     * counters on it instead." (608.2c), an {@link EffectNode.IfObjectIs} that replaces it.
     */
    static EffectNode sentence(Cursor c, EffectNode previous) {
        int m = c.mark();
        try {
            if (!c.accept("if")) return null;
            EffectNode stat = leadingStat(c); // 608.2c: "If its mana value was 3 or less, scry 1."
            if (stat != null) return stat;
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
            boolean past = false;
            if (c.accept("it's")) {
                who = new ObjectRef.Pronoun("it");
            } else {
                who = ReferenceGrammar.object(c);
                // "was": as the object last existed, if the effect before moved it (608.2h)
                // "If equipped creature is a Vampire, ... instead" (608.2c): the permanent the source is attached to
                boolean named = who instanceof ObjectRef.Pronoun || previous != null && who instanceof ObjectRef.Attached;
                String verb = named ? c.acceptAny("is", "was") : null;
                if (verb == null) {
                    c.reset(m);
                    return null;
                }
                past = verb.equals("was");
            }
            int nounStart = c.mark();
            Noun noun;
            boolean adjectivesOnly = false;
            if (c.acceptAny("a", "an") != null) {
                nounStart = c.mark();
                noun = NounGrammar.noun(c);
            } else {
                adjectivesOnly = true; // "If that creature was green or white, ..." (105.2): the head is the object's
                List<String> adjectives = AdjectiveGrammar.adjectivesBefore(c, "or", ",");
                if (adjectives.isEmpty() || adjectives.size() > 1 && !adjectives.stream().allMatch(COLOURS::contains)) { // "or": colours only
                    c.reset(m);
                    return null;
                }
                noun = new Noun(adjectives, List.of(), List.of(), null, List.of(), false, null);
            }
            String nounText = c.textFrom(nounStart) + (adjectivesOnly ? " permanent" : ""); // "a nonbasic permanent"
            if (!c.accept(",")) {
                c.reset(m);
                return null;
            }
            boolean insteadFirst = previous != null && c.accept("instead"); // "If it's blocking, instead put ..."
            int body = c.mark();
            EffectNode then;
            try {
                List<EffectNode> parts = new ArrayList<>();
                parts.add(part(c));
                while (c.accept(", and") || c.accept("and")) parts.add(part(c));
                then = parts.size() == 1 ? parts.get(0) : new EffectNode.Sequence(parts);
            } catch (ParseFailure f) {
                c.reset(body);
                then = EffectGrammar.chain(c); // 608.2c: "If that land was a snow land, ~ deals 1 damage to that land's controller."
            }
            if (insteadFirst || c.at("instead")) { // 608.2c: "If it's a Zombie, exile it instead."
                if (previous == null || !insteadFirst && !c.accept("instead") || !c.at(".")) {
                    c.reset(m);
                    return null;
                }
                return new EffectNode.IfObjectIs(who, noun, nounText, then, past, previous);
            }
            return new EffectNode.IfObjectIs(who, noun, nounText, then, past);
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
        EffectNode spell = TargetSpellIfGrammar.trailing(c, clause); // 702.33d, 122.1f: "... if it was kicked."
        if (spell != null) return spell;
        int m = c.mark();
        EffectNode stat = trailingStat(c, clause); // "... if it has mana value 2 or less." / "... if its power is 10 or greater."
        if (stat != null) return stat;
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
                List<String> adjectives = AdjectiveGrammar.adjectivesOnly(c);
                if (adjectives.isEmpty()) {
                    c.reset(m);
                    return null;
                }
                noun = new Noun(adjectives, List.of(), List.of(), null, List.of(), false, null); // the head is the object's
            }
            String text = c.textFrom(start);
            if (clause instanceof EffectNode.Destroy d && !d.noRegeneration() // 701.15c: "Destroy target creature if it's white.
                    && c.accept(". a creature destroyed this way can't be regenerated")) { //  A creature destroyed this way ..."
                clause = new EffectNode.Destroy(d.objects(), true);
            }
            if (!c.at(".")) {
                c.reset(m);
                return null;
            }
            return new EffectNode.IfItIs(clause, noun, text);
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

    /**
     * "[clause] if it has mana value 2 or less" / "if it has flying" / "if its power is 10 or greater" (608.2c, 208.1,
     * 202.3): the object's quality written as a noun's "with" clause; null with the cursor unchanged otherwise.
     */
    private static EffectNode trailingStat(Cursor c, EffectNode clause) {
        int m = c.mark();
        String stat;
        String keyword = null;
        if (c.accept("if it has")) {
            stat = c.acceptAny("power", "toughness", "mana value");
            if (stat == null) keyword = NounGrammar.keyword(c);
        } else if (c.accept("if its")) {
            stat = c.acceptAny("power", "toughness", "mana value");
            if (stat == null || !c.accept("is")) stat = null;
        } else {
            return null;
        }
        int start = m;
        Noun.With with = null;
        EffectNode compared = stat == null ? null : compared(c, clause, stat, m); // "if its power is less than or equal to ..."
        if (compared != null) return compared;
        if (keyword != null) {
            with = new Noun.With(false, keyword, null, 0, null);
        } else if (stat != null) {
            Token n = c.peek();
            if (n != null && n.kind() == Token.Kind.NUMBER) {
                c.next();
                String cmp = c.acceptAny("or less", "or greater");
                if (cmp != null) with = new Noun.With(false, null, stat, Integer.parseInt(n.text()), cmp);
            }
        }
        if (with == null || !c.at(".")) {
            c.reset(m);
            return null;
        }
        String text = c.textFrom(start).substring(3); // without "if "
        return new EffectNode.IfItIs(clause, new Noun(List.of(), List.of(), List.of(), null, List.of(with), false, null), text);
    }

    /**
     * After "if": "its (power | toughness | mana value) (is | was) N or (less | greater) ," chain (608.2c, 202.3, 208.1):
     * "was" judges a target the effect before moved as it last existed (608.2h); null with the cursor unchanged otherwise,
     * or when "instead" follows (what it would replace is not read here).
     */
    private static EffectNode leadingStat(Cursor c) {
        int m = c.mark();
        if (!c.accept("its")) return null;
        String stat = c.acceptAny("power", "toughness", "mana value");
        String verb = stat == null ? null : c.acceptAny("is", "was");
        Token n = verb == null ? null : c.peek();
        if (n == null || n.kind() != Token.Kind.NUMBER) {
            c.reset(m);
            return null;
        }
        c.next();
        String cmp = c.acceptAny("or less", "or greater");
        if (cmp == null) {
            c.reset(m);
            return null;
        }
        String text = c.textFrom(m);
        if (!c.accept(",")) {
            c.reset(m);
            return null;
        }
        EffectNode then = EffectGrammar.chain(c);
        if (!c.at(".")) {
            c.reset(m);
            return null;
        }
        Noun noun = new Noun(List.of(), List.of(), List.of(), null,
                List.of(new Noun.With(false, null, stat, Integer.parseInt(n.text()), cmp)), false, null);
        return new EffectNode.IfObjectIs(new ObjectRef.Pronoun("it"), noun, text, then, verb.equals("was"));
    }

    /**
     * After "if its [stat] is": "(less | greater) than [or equal to] [amount] ." (608.2c, 107.1), or null with the cursor
     * unchanged.
     */
    private static EffectNode compared(Cursor c, EffectNode clause, String stat, int start) {
        int m = c.mark();
        String comparison = c.acceptAny("less than or equal to", "greater than or equal to", "less than", "greater than");
        if (comparison == null) return null;
        try {
            dev.arbiter.cards.grammar.ast.AmountNode amount = AmountDefinitionGrammar.definition(c);
            if (c.at(".")) return new EffectNode.IfStatCompared(clause, stat, comparison, amount, c.textFrom(start).substring(3));
        } catch (ParseFailure f) {
            // not an amount
        }
        c.reset(m);
        return null;
    }

    private static EffectNode part(Cursor c) {
        EffectNode dying = DamageFollowUpGrammar.exileIfDies(c); // 614.1a
        if (dying != null) return dying;
        ObjectRef who = ReferenceGrammar.object(c);
        c.expect("can't be regenerated this turn"); // 701.15c
        return new EffectNode.CantBeRegenerated(who);
    }
}
