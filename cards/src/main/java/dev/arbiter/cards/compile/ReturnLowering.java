package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;

/** Returning cards from a graveyard to the battlefield (400.4a: only permanent cards can be put there). */
final class ReturnLowering {

    private ReturnLowering() {
    }

    /** "target [noun] card(s) from [a graveyard]", "permanent card" included. */
    static boolean graveyardCards(dev.arbiter.cards.grammar.ast.ObjectRef ref) {
        return ref instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Targeted t && t.noun().hasHead("card")
                && t.noun().zone() != null && t.noun().zone().contains("graveyard");
    }

    /** A "permanent card" filter with no card type of its own names the permanent types (110.4b). */
    static ObjectFilter permanentTypes(dev.arbiter.cards.grammar.ast.Noun noun, ObjectFilter f) {
        if (!noun.hasHead("permanent") || f.anyOfTypes() != 0) return f;
        return new ObjectFilter(CardType.PERMANENT_MASK, f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                f.withKeywords(), f.other(), f.attackingYou(), f.more());
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
