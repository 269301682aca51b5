package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

/**
 * "Reveal the top card of your library [and put that card into your hand]. [then]" (701.16a, 608.2c): the follow-up
 * reads the revealed card (as the resolution's object), where it now is.
 */
final class RevealTopThen {
    private RevealTopThen() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.RevealTopCardThen e)) return false;
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            var library = ctx.s.player(p).library();
            String name = ctx.s.player(p).name();
            if (library.isEmpty()) {
                ctx.log("%s has no card in their library to reveal", name);
                continue;
            }
            int revealed = library.get(0);
            ctx.log("%s reveals %s from the top of their library", name, ctx.s.object(revealed).name()); // 701.16a
            if (e.intoHand()) {
                revealed = ZoneMoves.move(ctx, revealed, Zone.HAND).id(); // not a draw (121.1)
                ctx.log("%s puts %s into their hand", name, ctx.s.object(revealed).name());
            }
            if (e.then() == null) continue;
            Resolution named = new Resolution(r.source(), r.controller(), r.targets(), r.x(), r.thatPlayer(), revealed,
                    r.chosenMana(), r.sourceZoneChanges());
            EffectResolver.resolve(ctx, e.then(), named); // 608.2c
        }
        return true;
    }
}
