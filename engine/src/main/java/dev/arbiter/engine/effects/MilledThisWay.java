package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "Target player mills four cards. You draw a card for each creature card put into their graveyard this way." and "Mill a
 * card. If a land card was milled this way, ..." (701.13b, 608.2c): {@link Effect.MillThen}.
 */
public final class MilledThisWay {
    private MilledThisWay() {
    }

    static void resolve(Ctx ctx, Effect.MillThen e, Resolution r) {
        int n = 0;
        for (GameObject o : mill(ctx, e.mill(), r)) { // matching what is counted
            if (Affecting.matches(ctx.s, r.source(), e.counted(), o, Layers.of(ctx.s, o.id()))) n++;
        }
        if (ctx.logging()) ctx.log("%d counted card(s) milled this way", n);
        Effect next = !e.ifAny() ? e.then() : n > 0 ? e.then() : e.otherwise();
        if (next == null) return;
        EffectResolver.resolve(ctx, next, new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }

    /**
     * Resolves the mill {@code mill} and returns the cards it put into a graveyard from a library (701.13b: one zone change
     * each, as they are now), in library order, player by player.
     */
    public static List<GameObject> mill(Ctx ctx, Effect mill, Resolution r) {
        List<Integer> inLibraries = new ArrayList<>();
        for (int p = 0; p < ctx.s.playerCount(); p++) for (int id : ctx.s.player(p).library()) inLibraries.add(id);
        int[] changes = new int[inLibraries.size()];
        for (int i = 0; i < changes.length; i++) changes[i] = ctx.s.object(inLibraries.get(i)).zoneChanges();
        EffectResolver.resolve(ctx, mill, r);
        List<GameObject> milled = new ArrayList<>();
        for (int i = 0; i < changes.length; i++) {
            GameObject o = ctx.s.object(inLibraries.get(i));
            if (o.zone() == Zone.GRAVEYARD && o.zoneChanges() == changes[i] + 1) milled.add(o);
        }
        return milled;
    }
}
