package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;

/**
 * "When enchanted Island is put into a graveyard, you may return ~ from your graveyard to your hand" (603.6c, 704.5m):
 * the Aura, attached to nothing, is put into its owner's graveyard by a state-based action before the ability goes on
 * the stack; "~ from your graveyard" is the card it became there (moved once since the ability triggered, 400.7d), and
 * only while it is in the graveyard.
 */
final class HostLeftLowering {

    private HostLeftLowering() {
    }

    /** {@code e} with its returns of "~ from your graveyard" aimed at the card the Aura became in the graveyard. */
    static Effect fromGraveyard(Effect e) {
        if (e == null) return null;
        if (e instanceof Effect.ReturnSelfFromGraveyard r) {
            Subject card = new Subject.SelfInNewZone();
            Effect move = r.toBattlefield() ? new Effect.ReturnToBattlefield(card, null, r.tapped()) : new Effect.ReturnToHand(card);
            // 404.1: still in the graveyard as the ability resolves
            return new Effect.IfCondition(new Condition.CardsAboveSelf(ObjectFilter.any(), 0, Integer.MAX_VALUE), move, null);
        }
        if (e instanceof Effect.Sequence s) return new Effect.Sequence(s.effects().stream().map(HostLeftLowering::fromGraveyard).toList());
        if (e instanceof Effect.Optional o) {
            Effect move = fromGraveyard(o.effect());
            if (move != o.effect() && (o.ifTheyDo() != null || o.otherwise() != null)) {
                throw new NotSupported("\"if you do\" after moving the card ~ became (400.7d, 608.2d)");
            }
            return new Effect.Optional(o.who(), move, fromGraveyard(o.ifTheyDo()), fromGraveyard(o.otherwise()));
        }
        return e;
    }
}
