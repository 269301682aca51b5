package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellCastInGraveyard;
import dev.arbiter.engine.ability.Trigger;

/**
 * 113.6m, 601.2i: "Whenever you cast a [filter] spell, you may return ~ from your graveyard to [your hand | the
 * battlefield]" and "Whenever you cast a spell, if it's the second creature spell you cast this turn, ..." (read as the
 * Nth-spell event, 603.4): the ability moves its card out of the graveyard, so it functions there
 * ({@link SpellCastInGraveyard}); "you" is the card's owner. Only your own casts, at any time of the turn.
 */
final class GraveyardCastLowering {

    private GraveyardCastLowering() {
    }

    /** Whether {@code trigger} is a cast of yours that may be seen from the graveyard. */
    static boolean allowed(Trigger trigger) {
        return trigger instanceof Trigger.SpellCast sc && sc.caster() == Relation.YOU && !sc.duringYourTurn()
                && !sc.duringOpponentsTurn()
                || trigger instanceof Trigger.NthSpellThisTurn n && n.caster() == Relation.YOU && !n.orLater() && n.nth() > 0;
    }

    /** The trigger as it functions in the graveyard; {@code trigger} is {@link #allowed}. */
    static Trigger of(Trigger trigger) {
        if (trigger instanceof Trigger.SpellCast sc) return new SpellCastInGraveyard(sc.spell(), 0);
        Trigger.NthSpellThisTurn n = (Trigger.NthSpellThisTurn) trigger;
        return new SpellCastInGraveyard(n.spell(), n.nth());
    }
}
