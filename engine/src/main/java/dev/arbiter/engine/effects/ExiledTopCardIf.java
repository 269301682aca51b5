package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ExileTopCardIf;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "Exile the top card of your library. If it's a land card, [then]. Otherwise, [otherwise]." (406.3, 608.2c): the card
 * is exiled face up (public), then judged by its kind where it went.
 */
final class ExiledTopCardIf {
    private ExiledTopCardIf() {
    }

    /** Resolves {@code effect} if it is an {@link ExileTopCardIf}; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof ExileTopCardIf e)) return false;
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            var library = ctx.s.player(p).library();
            String name = ctx.s.player(p).name();
            if (library.isEmpty()) {
                ctx.log("%s has no card in their library to exile", name);
                continue;
            }
            GameObject moved = ZoneMoves.move(ctx, library.head(), Zone.EXILE);
            ctx.log("%s exiles %s from the top of their library", name, moved.name()); // 406.3: face up
            if (moved.zone() == Zone.NONE) continue; // 400.7: nothing left to judge
            boolean kind = Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(moved.id()), Layers.of(ctx.s, moved.id()));
            Effect next = kind ? e.then() : e.otherwise();
            if (next == null) continue;
            Resolution named = new Resolution(r.source(), r.controller(), r.targets(), r.x(), r.thatPlayer(), moved.id(),
                    r.chosenMana(), r.sourceZoneChanges());
            EffectResolver.resolve(ctx, next, named); // 608.2c
        }
        return true;
    }
}
