package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;

/**
 * "for each [creature noun] [you controlled] that died this turn" (700.4) as {@link Amount.DiedThisTurn}: the engine keeps
 * each creature that died with its last known characteristics, controller and token status (603.10a); a noun asking for
 * anything else (tapped, with a keyword, ...) is refused.
 */
final class DiedThisTurnLowering {
    private DiedThisTurnLowering() {
    }

    static Amount amount(AmountNode.DiedThisTurn d) {
        NounLowering.Lowered l = NounLowering.lower(d.noun());
        ObjectFilter f = l.filter();
        boolean creature = f.anyOfTypes() == CardType.CREATURE.bit() || f.anyOfTypes() == 0 && f.subtype() != null;
        if (l.kind() != NounLowering.Kind.PERMANENT || !creature || f.controller() != Relation.ANY) {
            throw new NotSupported("\"that died this turn\" of a noun other than creatures"); // only creatures are recorded
        }
        if (f.withKeywords() != 0 || f.other() || f.attackingYou() || !TurnRecordQualities.only(f.more())) {
            throw new NotSupported("\"that died this turn\" with a quality not kept as it last existed");
        }
        if (d.you()) f = f.controlledBy(Relation.YOU); // "you controlled": its controller as it last existed
        Amount count = new Amount.DiedThisTurn(f, d.owned()); // 404.2: "put into your graveyard", its owner's
        return d.factor() == 1 ? count : new Amount.Times(d.factor(), count);
    }

}
