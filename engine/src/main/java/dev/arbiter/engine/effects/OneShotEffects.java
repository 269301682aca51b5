package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;

/** One-shot effects on players' life totals that {@link MoreEffects} hands over: doubling (119.5: as if set to twice the old total). */
final class OneShotEffects {
    private OneShotEffects() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.DoubleLifeTotal d) {
            for (int p : EffectResolver.players(ctx, d.who(), r)) {
                PlayerState ps = ctx.s.player(p);
                // 119.5: gains or loses the amount that makes the new total twice the old one
                if (ps.life() > 0) LifeTotals.gain(ctx, p, ps.life());
                else if (ps.life() < 0) LifeTotals.lose(ctx, p, -ps.life());
            }
            return true;
        }
        if (effect instanceof Effect.ForEachPlayer fe) {
            for (int p : EffectResolver.players(ctx, fe.who(), r)) { // 101.4: in APNAP order
                EffectResolver.resolve(ctx, fe.effect(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), p,
                        r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            }
            return true;
        }
        if (effect instanceof Effect.ExileUntilSourceLeaves ex) {
            ExileUntil.exile(ctx, EffectResolver.objects(ctx, ex.subject(), r), r);
            return true;
        }
        if (effect instanceof Effect.SearchWithManaValueX sx) {
            // 107.3: the X announced for the spell or ability bounds the mana value of the cards found
            var f = sx.search().cards();
            var bounded = f.withQualities(f.more().manaValue(new FilterQualities.Bound(r.x(), sx.orLess())));
            var s = sx.search();
            LibrarySearch.search(ctx, r.controller(), new Effect.SearchLibrary(bounded, s.count(), s.destination(), s.tapped(),
                    s.reveal()), r.source());
            return true;
        }
        return false;
    }
}
