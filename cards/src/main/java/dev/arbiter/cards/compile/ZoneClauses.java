package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import java.util.Locale;

/**
 * Clauses that move cards between zones: "put target [type] card from your graveyard on top of
 * your library" (a target in a graveyard, 115.1; not a draw, seed 423.5), and the linked pair
 * (607.2a) "exile all other permanents you control" / "return the exiled cards to the battlefield
 * under their owners' control" (Worldgorger Dragon); "return all [type] cards from your graveyard
 * to the battlefield" (Replenish: one simultaneous move). Read by {@link ClauseShapeGrammar#zone}.
 */
final class ZoneClauses {

    private ZoneClauses() {
    }

    /** The effect of such a clause, or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        Object read = ClauseShapeGrammar.zone(clause.strip());
        if (read instanceof ClauseShapeNodes.GraveyardCardToTop top) {
            int types = 0;
            if (top.type() != null) {
                try {
                    types = CardType.ofWord(top.type().toLowerCase(Locale.ROOT)).bit();
                } catch (IllegalArgumentException e) {
                    return null;
                }
            }
            String text = "target " + (top.type() == null ? "" : top.type().toLowerCase(Locale.ROOT) + " ")
                    + "card from your graveyard";
            int index = pc.addTarget(TargetSpec.one(new TargetFilter.CardInGraveyard(types, Relation.YOU), text));
            return new Effect.PutOnTopOfLibrary(new Subject.TargetObject(index));
        }
        if (read instanceof ClauseShapeNodes.ExileOtherPermanents) {
            return new Effect.ExileAllLinked(new ObjectFilter(0, 0, Relation.YOU, null, 0, 0, true, false));
        }
        if (read instanceof ClauseShapeNodes.ReturnAllFromGraveyard all) {
            try {
                return new Effect.ReturnAllFromGraveyard(CardType.ofWord(all.type().toLowerCase(Locale.ROOT)).bit());
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        if (read instanceof ClauseShapeNodes.ReturnExiled exiled) {
            return new Effect.ReturnLinkedExiled(exiled.single()); // 607.2a
        }
        return null;
    }
}
