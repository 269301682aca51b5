package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "[Until end of turn,] you may [cast | play] that card [this turn]" (601.2a, 611.2, 118.9) as {@link Effect.MayPlayCard}:
 * the card is a target card named before (in a graveyard, or exiled by this effect: 400.7j); any other reading of
 * "that card" is refused.
 */
final class CardPermissionLowering {

    private CardPermissionLowering() {
    }

    static Effect lower(EffectLowering base, EffectNode.MayPlayCard p) {
        Subject card = base.objects.pronoun(p.word());
        if (!(card instanceof Subject.TargetObject)) {
            throw new NotSupported("a permission to cast \"" + p.word() + "\" that isn't a target card named before");
        }
        return new Effect.MayPlayCard(card, p.lands(), p.free(), p.until(), p.owner(), p.spendAs());
    }

    /** "[player] exiles the top card of their library. [permission on] that card." (400.7: the card that exile moved) */
    static Effect exiled(EffectLowering base, EffectNode.ExiledMayPlay e) {
        EffectNode.MayPlayCard p = e.permission();
        return new Effect.ExiledThenMayPlay(base.lower(e.exile()), p.lands(), p.free(), p.until(), p.spendAs());
    }
}
