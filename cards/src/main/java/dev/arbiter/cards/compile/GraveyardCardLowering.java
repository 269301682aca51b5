package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * 113.6m: the effect of an ability that functions in the graveyard and names its card ("..., if ~ is in your graveyard,
 * destroy target attacking creature, then put ~ on top of your library"): "~" is the card in the graveyard, which the
 * trigger names as its object; "return ~ to your hand" is the return from there. Any other use of "~" is refused.
 */
final class GraveyardCardLowering {

    private GraveyardCardLowering() {
    }

    static Effect of(Effect e) {
        Effect out = card(e);
        if (out.toString().contains("Self[")) throw new NotSupported("\"~\" in an ability that functions in the graveyard (113.6m)");
        return out;
    }

    private static Effect card(Effect e) {
        if (e == null) return null;
        Subject self = new Subject.Self();
        if (e instanceof Effect.PutOnTopOfLibrary p && p.subject().equals(self)) return new Effect.PutOnTopOfLibrary(new Subject.ThatObject());
        if (e instanceof Effect.ReturnToHand r && r.subject().equals(self)) return new Effect.ReturnSelfFromGraveyard(false);
        if (e instanceof Effect.Sequence s) return new Effect.Sequence(s.effects().stream().map(GraveyardCardLowering::card).toList());
        if (e instanceof Effect.Optional o) return new Effect.Optional(o.who(), card(o.effect()), card(o.ifTheyDo()), card(o.otherwise()));
        return e;
    }
}
