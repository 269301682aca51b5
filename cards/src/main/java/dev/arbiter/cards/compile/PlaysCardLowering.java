package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;

/**
 * The casting half of "[player] play(s) a card" (601.1a, 701.14b): any card cast as a spell by the player, a copy cast
 * not (707.12), as {@link Trigger.SpellCastHow} with {@code How.CARD}; "that player" cast it. The land half is "plays a
 * land" (305.1).
 */
final class PlaysCardLowering {

    private PlaysCardLowering() {
    }

    static Trigger cast(TriggerNode.CastsCard e) {
        if (e.caster() instanceof PlayerRef.Enchanted) throw new NotSupported("trigger event (enchanted player plays a card)");
        Relation who = e.caster() instanceof PlayerRef.You ? Relation.YOU
                : e.caster() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
        return new Trigger.SpellCastHow(who, ObjectFilter.any(), Trigger.SpellCastHow.How.CARD);
    }
}
