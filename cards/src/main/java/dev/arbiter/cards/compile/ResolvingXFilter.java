package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * 107.3: a card filter's "with mana value X or less" in an effect that reads it as it resolves (the cards looked at, the
 * spells in the hand that may be cast), where X is announced for the spell or ability ({X} in its cost): the engine's
 * {@link FilterQualities#SPELL_X_MANA_VALUE_OR_LESS} ("with mana value X": {@link FilterQualities#SPELL_X_MANA_VALUE}),
 * made the resolving X by {@code effects/ResolvingX}. Refused where the cost has no {X}, and for any other X ("with power
 * X").
 */
final class ResolvingXFilter {

    private ResolvingXFilter() {
    }

    /** Whether the noun has an X bound of any kind. */
    static boolean asksX(Noun n) {
        for (Noun.With w : n.with()) if (w.value() == -1 && w.stat() != null && w.amount() == null) return true;
        return false;
    }

    /** The filter of {@code n} lowered by {@code lower}, its "with mana value X or less" the resolving X. */
    static ObjectFilter filter(Noun n, ParseContext ctx, Function<Noun, ObjectFilter> lower) {
        if (!asksX(n)) return lower.apply(n);
        if (!ctx.xAvailable()) throw new NotSupported("\"with mana value X or less\" without {X} in the cost");
        List<Noun.With> rest = new ArrayList<>();
        int xs = 0;
        long bit = 0;
        for (Noun.With w : n.with()) {
            boolean x = w.value() == -1 && w.stat() != null && w.amount() == null;
            if (!x) {
                rest.add(w);
                continue;
            }
            if (w.without() || !"mana value".equals(w.stat())
                    || !"or less".equals(w.comparison()) && !NounGrammar.EXACTLY.equals(w.comparison())) {
                throw new NotSupported("\"with " + w.stat() + " X\" other than \"mana value X [or less]\"");
            }
            bit = "or less".equals(w.comparison()) ? FilterQualities.SPELL_X_MANA_VALUE_OR_LESS : FilterQualities.SPELL_X_MANA_VALUE;
            xs++;
        }
        if (xs != 1) throw new NotSupported("two X bounds in one filter");
        ObjectFilter f = lower.apply(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), rest,
                n.plural(), n.zone()));
        if (f.more().manaValue() != null) throw new NotSupported("two mana value bounds in one filter");
        return f.withQualities(f.more().chosen(bit)); // 107.3
    }
}
