package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A token sentence after a leading "for each" (107.1, 608.2c): "For each opponent, create a 1/1 green Saproling
 * creature token." is the same count as "Create a 1/1 ... token for each opponent": one token per counted object,
 * counted once as the effect resolves.
 * <pre>
 * for-each-create := "for each" counted "," "create" ("a" | "an") token-description
 *                  | "for each" noun "," "create a token that's a copy of" ("that creature" | "that artifact" | "that permanent") (707.2)
 *                  | "for each of those creatures , create a token that's a copy of that creature"   (707.2: the targets named before)
 *                  | "for each" counted "," "put a" KIND "counter on" object                                   (122.1, 107.1)
 * </pre>
 */
final class ForEachCreateGrammar {
    private ForEachCreateGrammar() {
    }

    /** The clause, or null with the cursor unmoved when it isn't "for each ..., create a ...". */
    static EffectNode clause(Cursor c) {
        if (!c.at("for each")) return null;
        EffectNode copies = copies(c);
        if (copies != null) return copies;
        int m = c.mark();
        try {
            AmountNode counted = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            if (!(counted instanceof AmountNode.Fixed) && c.accept(", put a")) { // 122.1: "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
                EffectNode put = counters(c, counted);
                if (put == null) c.reset(m);
                return put;
            }
            if (counted instanceof AmountNode.Fixed || !c.accept(",") || !c.accept("create")) {
                c.reset(m);
                return null;
            }
            EffectNode made = TokenGrammar.create(c, new PlayerRef.You());
            EffectNode result = null;
            if (made instanceof EffectNode.CreateTokens t && one(t)) {
                result = withCount(t, counted);
            } else if (made instanceof EffectNode.CreateTokensAttacking a && one(a.create())) {
                result = new EffectNode.CreateTokensAttacking(withCount(a.create(), counted));
            }
            if (result == null) c.reset(m); // "for each ..., create two ...": not read here
            return result;
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /**
     * "For each creature token you control, create a token that's a copy of that creature." (707.2): one copy of each
     * such permanent, the set fixed as the effect begins (608.2h); null with the cursor unmoved otherwise.
     */
    private static EffectNode copies(Cursor c) {
        int m = c.mark();
        // 608.2c, 707.2: "Choose up to two target creatures ... For each of those creatures, create a token that's a copy of
        // that creature.": one copy of each object named before (the lowering accepts only targets named before)
        if (c.accept("for each of those creatures , create a token that's a copy of that creature")) {
            return new EffectNode.CreateTokenCopy(new dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun("those creatures"),
                    dev.arbiter.cards.grammar.ast.PermanentNodes.CopyExcept.NONE);
        }
        try {
            c.expect("for each");
            dev.arbiter.cards.grammar.ast.Noun noun = NounGrammar.noun(c);
            if (!c.accept(", create a token that's a copy of")
                    || c.acceptAny("that creature", "that artifact", "that permanent") == null) {
                c.reset(m);
                return null;
            }
            return new EffectNode.CreateTokenCopy(new dev.arbiter.cards.grammar.ast.ObjectRef.Every(noun, false),
                    dev.arbiter.cards.grammar.ast.PermanentNodes.CopyExcept.NONE);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** After "put a": "KIND counter on object", one counter for each counted (122.1, 107.1), or null. */
    private static EffectNode counters(Cursor c, AmountNode counted) {
        Token kind = c.next();
        String k;
        if (kind != null && kind.kind() == Token.Kind.PT) {
            k = kind.text();
        } else if (kind != null && kind.kind() == Token.Kind.WORD && !kind.is("counter") && !kind.is("number")) {
            k = kind.lower();
        } else {
            return null;
        }
        if (!c.accept("counter on")) return null;
        dev.arbiter.cards.grammar.ast.ObjectRef on = ReferenceGrammar.object(c);
        return on == null ? null : new EffectNode.PutCounters(on, k, counted);
    }

    private static boolean one(EffectNode.CreateTokens t) {
        return t.count() instanceof AmountNode.Fixed f && f.value() == 1;
    }

    private static EffectNode.CreateTokens withCount(EffectNode.CreateTokens t, AmountNode count) {
        return new EffectNode.CreateTokens(t.who(), count, t.tapped(), t.predefined(), t.power(), t.toughness(), t.colors(),
                t.types(), t.subtypes(), t.keywords(), t.quoted(), t.name(), t.legendary());
    }
}
