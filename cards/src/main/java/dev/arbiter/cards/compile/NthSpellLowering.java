package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/** The spells "your first instant spell each turn" counts (601.2i): only what the turn's record of casts can judge. */
final class NthSpellLowering {
    private NthSpellLowering() {
    }

    /**
     * The filter of the counted spells ({@code spell} null: any spell); fails closed on a quality the turn's record
     * ({@code TurnHistory.casts}: card types, subtype, colors as the spell became cast) cannot judge.
     */
    static ObjectFilter filter(Noun spell) {
        if (spell == null) return ObjectFilter.any();
        NounLowering.Lowered l = NounLowering.lower(spell);
        ObjectFilter f = l.filter();
        if (l.kind() != NounLowering.Kind.SPELL || f.controller() != Relation.ANY || f.withKeywords() != 0 || f.other()
                || f.attackingYou() || !f.more().none()) {
            throw new NotSupported("trigger event (\"" + "first ... spell each turn\" with a quality the turn's casts don't record)");
        }
        return f;
    }
}
