package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.List;

/**
 * A cast now of the card an exile from the top of a library just moved (608.2g, 601.2a, 400.7), after the sentence that
 * exiled it:
 * <pre>
 * exiled-cast := ["If it's" ("a" | "an") noun-card ","] "you may cast" ("that card" | "it") ["without paying its mana cost"]
 *                [". If you don't ," chain]
 * </pre>
 * with no duration (a duration is {@link CardPermissionGrammar}'s permission). The cursor stops before the last "."; null
 * (cursor unchanged) for anything else.
 */
public final class ExiledCastGrammar {

    private ExiledCastGrammar() {
    }

    static EffectNode sentences(Cursor c, List<EffectNode> out) {
        if (out.isEmpty() || !(out.get(out.size() - 1) instanceof EffectNode.ExileTopOfLibrary x)
                || !(x.amount() instanceof AmountNode.Fixed one && one.value() == 1)) return null;
        int m = c.mark();
        try {
            Noun only = null;
            if (c.accept("if it's")) { // 608.2c: only such a card may be cast
                if (c.acceptAny("a", "an") == null) return reset(c, m);
                only = NounGrammar.noun(c);
                if (only.plural() || !only.hasHead("card") || only.zone() != null || !c.accept(",")) return reset(c, m);
            }
            if (!c.accept("you may cast") || c.acceptAny("that card", "it") == null) return reset(c, m);
            boolean free = c.accept("without paying its mana cost"); // 118.9
            if (!c.at(".")) return reset(c, m); // a duration makes it a permission, not a cast now
            EffectNode otherwise = null;
            int before = c.mark();
            if (c.accept(". if you don't ,")) { // 608.2c: when the card wasn't cast
                try {
                    otherwise = EffectGrammar.chain(c);
                } catch (ParseFailure f) {
                    otherwise = null;
                }
                if (otherwise == null || !c.at(".")) {
                    c.reset(before);
                    otherwise = null;
                }
            }
            out.remove(out.size() - 1);
            return new EffectNode.ExiledMayCast(x, only, free, otherwise);
        } catch (ParseFailure f) {
            return reset(c, m);
        }
    }

    private static EffectNode reset(Cursor c, int m) {
        c.reset(m);
        return null;
    }
}
