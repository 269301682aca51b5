package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;

import java.util.ArrayList;
import java.util.List;

/**
 * "target spell with mana value X" (107.3, 601.2b): X is the one announced for the spell that targets, before its
 * targets are chosen (601.2c); the engine's {@link FilterQualities#SPELL_X_MANA_VALUE} quality. Only a spell with
 * {X} in its own cost has such an X, so any other source is refused.
 */
final class SpellXFilter {

    private SpellXFilter() {
    }

    /** Whether the noun asks for "with mana value X" exactly. */
    static boolean asks(Noun n) {
        for (Noun.With w : n.with()) {
            if (w.value() < 0 && "mana value".equals(w.stat()) && NounGrammar.EXACTLY.equals(w.comparison())) return true;
        }
        return false;
    }

    /** The noun without its "with mana value X"; refused where X is not the spell's own announced X. */
    static Noun without(Noun n, ParseContext ctx) {
        if (ctx.sourceIsPermanent() || !ctx.xAvailable()) throw new NotSupported("\"with mana value X\" outside a spell with {X}");
        List<Noun.With> rest = new ArrayList<>();
        for (Noun.With w : n.with()) {
            if (!(w.value() < 0 && "mana value".equals(w.stat()) && NounGrammar.EXACTLY.equals(w.comparison()))) rest.add(w);
        }
        return new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), rest, n.plural(), n.zone());
    }

    /** The filter with the quality added. */
    static ObjectFilter with(ObjectFilter f) {
        return f.withQualities(f.more().chosen(FilterQualities.SPELL_X_MANA_VALUE));
    }

    /**
     * The qualities of a target permanent's "with mana value X", "with mana value X or less", "with power X or less"
     * (107.3, 601.2b): X is the targeting spell's own; 0 when the noun asks none of them.
     */
    static long targetBits(Noun n) {
        long bits = 0;
        for (Noun.With w : n.with()) bits |= bit(w);
        return bits;
    }

    private static long bit(Noun.With w) {
        if (w.value() != -1 || w.stat() == null) return 0;
        if (w.stat().equals("mana value") && NounGrammar.EXACTLY.equals(w.comparison())) return FilterQualities.SPELL_X_MANA_VALUE;
        if (w.stat().equals("mana value") && "or less".equals(w.comparison())) return FilterQualities.SPELL_X_MANA_VALUE_OR_LESS;
        if (w.stat().equals("power") && "or less".equals(w.comparison())) return FilterQualities.SPELL_X_POWER_OR_LESS;
        return 0;
    }

    /** The noun without those qualities; refused where X is not the spell's own announced X. */
    static Noun withoutTargetX(Noun n, ParseContext ctx) {
        // an activated ability's X is announced before its targets too (601.2b-c, 602.2b): engine AbilityXTargets
        if ((ctx.sourceIsPermanent() && !ctx.xAnnouncedOnActivation()) || !(ctx.xAvailable() || ctx.xAnnouncedOnActivation())) throw new NotSupported("\"with ... X\" outside a spell with {X}");
        List<Noun.With> rest = new ArrayList<>();
        for (Noun.With w : n.with()) if (bit(w) == 0) rest.add(w);
        return new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), rest, n.plural(), n.zone());
    }
}
