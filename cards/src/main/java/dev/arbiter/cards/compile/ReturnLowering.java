package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;

/** Returning cards from a graveyard to the battlefield (400.4a: only permanent cards can be put there). */
final class ReturnLowering {

    private ReturnLowering() {
    }

    /** {@code s}, the graveyard target just added, when its filter names only permanent types; else NotSupported. */
    static Subject permanentCards(Subject s, ParseContext ctx) {
        if (!(s instanceof Subject.TargetObject t)) return s;
        TargetSpec spec = ctx.targets().get(t.index());
        if (!(spec.filter() instanceof TargetFilter.GraveyardCard g)) return s;
        int types = g.filter().anyOfTypes();
        if (types == 0 || (types & ~CardType.PERMANENT_MASK) != 0) {
            throw new NotSupported("returning \"" + spec.text() + "\" to the battlefield (not only permanent cards)");
        }
        return s;
    }
}
