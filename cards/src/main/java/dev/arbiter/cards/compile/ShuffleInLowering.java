package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "Shuffle [objects] into its owner's library / their owners' libraries / your library" (701.20a): the objects are
 * permanents ("it" of a leaves-the-battlefield trigger, "target creature") or cards in a graveyard ("all creature cards
 * from your graveyard", "any number of target creature cards from your graveyard"), read as "put on the bottom of its
 * owner's library" reads them; each goes to its owner's library, which is then shuffled. "Your library" is only read of
 * cards from your graveyard (your cards), any other object fails.
 */
final class ShuffleInLowering {

    private ShuffleInLowering() {
    }

    static Effect lower(ZoneEffectLowering zones, EffectLowering base, ParseContext ctx, EffectNode.ShuffleObjectsIn sh) {
        ObjectRef o = sh.objects();
        Effect group = ShuffleGroupLowering.lower(base, o); // 701.20a: "all creature cards from target player's graveyard"
        if (group != null) return group;
        Subject s;
        if (graveyardCards(o)) {
            ParseContext.Snapshot snap = ctx.snapshot();
            try {
                s = base.cards(o); // the older reading of graveyard cards, as for "put ... on the bottom of"
            } catch (NotSupported e) {
                base.restore(snap);
                if (!(o instanceof ObjectRef.Targeted t)) throw e;
                s = zones.graveyardTarget(t);
            }
        } else {
            s = base.permanents(o);
        }
        return new Effect.ShuffleIntoOwnersLibrary(s);
    }

    /** Whether the reference is "[target | all] [noun] card(s) from [a graveyard]". */
    private static boolean graveyardCards(ObjectRef ref) {
        dev.arbiter.cards.grammar.ast.Noun n = ref instanceof ObjectRef.Targeted t ? t.noun()
                : ref instanceof ObjectRef.Every e ? e.noun() : null;
        return n != null && n.hasHead("card") && n.zone() != null && n.zone().contains("graveyard");
    }
}
