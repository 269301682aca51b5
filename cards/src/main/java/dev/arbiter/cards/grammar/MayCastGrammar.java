package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A free cast during a resolution, after "you may" (118.9, 608.2g):
 * <pre>
 * may-cast := "cast" ("a" | "an") noun-spell ("from your hand" | "from among them") "without paying its mana cost"
 * </pre>
 */
public final class MayCastGrammar {

    private MayCastGrammar() {
    }

    /** The phrase at the cursor, or null (cursor unchanged). */
    static EffectNode cast(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("cast") && ReferenceGrammar.count(c) instanceof AmountNode.Fixed f && f.value() == 1) {
                Noun noun = NounGrammar.noun(c);
                if (noun.hasHead("spell") && !noun.plural() && noun.zone() == null
                        && c.accept("from your hand without paying its mana cost")) {
                    return new EffectNode.CastFromHandFree(noun);
                }
                if (noun.hasHead("spell") && !noun.plural() && noun.zone() == null
                        && c.accept("from among them without paying its mana cost")) {
                    return new EffectNode.CastFromAmongThemFree(noun); // "them": joined to a mill before it (701.13b)
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
