package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link Effect.ExiledThenMayCast}: "Exile the top card of your library. You may cast that card. If you don't, ..."
 * (608.2g, 601.2a, 400.7): the cards the exile moved from a library or a hand are the ones "that card" names; each that
 * matches the sentence's "if it's a [noun] card" may be cast now by the effect's controller (the cast itself is
 * {@link FreeCasts#mayCastCard}'s: free, 118.9, or paying its mana cost now); "if you don't" follows when none was cast.
 */
final class ExiledCasts {
    private ExiledCasts() {
    }

    static void resolve(Ctx ctx, Effect.ExiledThenMayCast e, Resolution r) {
        List<Integer> moved = new ArrayList<>(); // 400.7: the cards this exile moved
        for (GameObject o : dev.arbiter.engine.effects.ExiledThisWay.fromLibrariesAndHands(ctx,
                () -> Countering.resolve(ctx, e.exile(), r))) moved.add(o.id());
        boolean cast = false;
        for (int id : moved) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.EXILE) continue;
            if (e.only() != null && !Affecting.matches(ctx.s, r.source(), e.only(), o, Layers.of(ctx.s, id))) continue; // 608.2c
            int before = o.zoneChanges();
            Resolution named = new Resolution(r.source(), r.controller(), r.targets(), r.x(), r.thatPlayer(), id,
                    r.chosenMana(), r.sourceZoneChanges());
            FreeCasts.mayCastCard(ctx, new Effect.MayCastCard(new Subject.ThatObject(), e.free(), false, null), named);
            cast |= ctx.s.object(id).zoneChanges() != before;
        }
        if (!cast && e.otherwise() != null) Countering.resolve(ctx, e.otherwise(), r); // "If you don't, ..." (608.2c)
    }
}
