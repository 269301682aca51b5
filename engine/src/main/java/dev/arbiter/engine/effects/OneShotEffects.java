package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;

/** One-shot effects on players' life totals that {@link MoreEffects} hands over: doubling (119.5: as if set to twice the old total). */
final class OneShotEffects {
    private OneShotEffects() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (DamageThisWay.resolve(ctx, effect, r)) return true; // 120, 701.15c
        if (RandomReveals.resolve(ctx, effect, r)) return true; // 701.16
        if (UnpreventableDamage.resolve(ctx, effect, r)) return true; // 615.12
        if (effect instanceof Effect.IfCondition ic) { // 608.2c: "If [condition], [effect] instead"
            Effect chosen = ConditionBranches.chosen(ctx, ic, r);
            if (chosen != null) EffectResolver.resolve(ctx, chosen, r);
            return true;
        }
        if (effect instanceof Effect.DoubleLifeTotal d) {
            for (int p : EffectSubjects.players(ctx, d.who(), r)) {
                PlayerState ps = ctx.s.player(p);
                // 119.5: gains or loses the amount that makes the new total twice the old one
                if (ps.life() > 0) LifeTotals.gain(ctx, p, ps.life());
                else if (ps.life() < 0) LifeTotals.lose(ctx, p, -ps.life());
            }
            return true;
        }
        if (effect instanceof Effect.SearchOthersLibrary so) { // 701.23
            for (int p : EffectSubjects.players(ctx, so.whose(), r)) OthersLibrarySearch.search(ctx, r.controller(), p, so, r.source());
            return true;
        }
        if (effect instanceof Effect.SetLifeTotal sl) {
            for (int p : EffectSubjects.players(ctx, sl.who(), r)) {
                int n = PlayerAmounts.value(ctx, sl.amount(), r); // read for each player: "they" is that player
                int life = ctx.s.player(p).life();
                // 119.5: gains or loses the amount that makes the total N
                if (n > life) LifeTotals.gain(ctx, p, n - life);
                else if (n < life) LifeTotals.lose(ctx, p, life - n);
            }
            return true;
        }
        if (effect instanceof Effect.IfActivatedTimes ia) { // 602.2, 608.2c: this ability's activations this turn
            if (ActivationCounts.count(ctx.s, r.source(), ia) >= ia.atLeast()) EffectResolver.resolve(ctx, ia.then(), r);
            return true;
        }
        if (effect instanceof Effect.IfAttackedThisTurn ia) { // 508.1, 608.2c: the object as it now is (400.7)
            var objects = EffectSubjects.objects(ctx, ia.subject(), r);
            if (objects.size() == 1 && ctx.s.turn().attackedThisTurn(objects.get(0).ref()) == ia.attacked()) {
                EffectResolver.resolve(ctx, ia.then(), r);
            }
            return true;
        }
        if (effect instanceof Effect.MaySacrificeSourceThen ms) {
            maySacrificeSource(ctx, ms, r, true);
            return true;
        }
        if (effect instanceof Effect.IfYouDo y) { // 608.2c, 603.12: the act without "may"
            if (y.act() instanceof Effect.MaySacrificeSourceThen ms) maySacrificeSource(ctx, ms, r, false);
            else if (y.act() instanceof Effect.Optional op) OptionalEffects.resolve(ctx, op, r, false);
            else if (y.act() instanceof Effect.MayRemoveCounters mr) CounterRemoval.mayRemove(ctx, mr, r, false);
            else throw new IllegalStateException("a payment during a resolution is resolved by the stack (stack/OptionalPayments)");
            return true;
        }
        if (effect instanceof Effect.ForEachPlayer fe) {
            for (int p : EffectSubjects.players(ctx, fe.who(), r)) { // 101.4: in APNAP order
                EffectResolver.resolve(ctx, fe.effect(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), p,
                        r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            }
            return true;
        }
        if (effect instanceof Effect.ThatPlayerControls tc) { // 608.2h: the controller as the effect begins
            var objects = EffectSubjects.objects(ctx, tc.subject(), r);
            int controller = objects.size() != 1 ? -1 : tc.owner() ? objects.get(0).owner() : objects.get(0).controller();
            EffectResolver.resolve(ctx, tc.effect(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), controller,
                    r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            return true;
        }
        if (effect instanceof Effect.ExileAnyNumberUntilSourceLeaves ex) { // 610.3, 608.2d
            ExileUntil.anyNumber(ctx, ex.filter(), r);
            return true;
        }
        if (effect instanceof Effect.ExileUntilSourceLeaves ex) {
            ExileUntil.exile(ctx, EffectSubjects.objects(ctx, ex.subject(), r), r);
            return true;
        }
        if (effect instanceof Effect.SearchUpToAmount su) { // 701.23, 107.3: the number read as it resolves
            var s = su.search();
            LibrarySearch.search(ctx, r.controller(), new Effect.SearchLibrary(s.cards(), Math.max(0,
                    PlayerAmounts.value(ctx, su.count(), r)), s.destination(), s.tapped(), s.reveal()), r.source());
            return true;
        }
        if (effect instanceof Effect.SearchWithManaValue sv) { // 202.3, 608.2h: exactly the value read as it resolves
            LibrarySearch.search(ctx, r.controller(), sv.search(), r.source(), Math.max(0, PlayerAmounts.value(ctx, sv.manaValue(), r)));
            return true;
        }
        if (effect instanceof Effect.SearchWithManaValueX sx) {
            // 107.3: the X announced for the spell or ability bounds the mana value of the cards found
            LibrarySearch.searchBounded(ctx, r.controller(), sx.search(), r.source(), r.x(), sx.orLess());
            return true;
        }
        return false;
    }

    /**
     * 608.2d, 701.17a: the controller may sacrifice the source only if it is still the object that made
     * the ability (400.7) and they control it; "if you do" follows only a sacrifice that happened. Not {@code asked}
     * ("Sacrifice ~. If you do, ...", 608.2c): sacrificed whenever it can be.
     */
    private static void maySacrificeSource(Ctx ctx, Effect.MaySacrificeSourceThen ms, Resolution r, boolean asked) {
        var o = ctx.s.object(r.source());
        boolean can = o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD && o.controller() == r.controller()
                && (r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges());
        if (!can) {
            ctx.log("%s can't be sacrificed: nothing happens", o.name());
            return;
        }
        if (asked && ((dev.arbiter.engine.decision.Choice.ChooseOption) ctx.ask(new dev.arbiter.engine.decision.Decision.Option(
                r.controller(), "Do you want to: sacrifice " + o.name() + "?", java.util.List.of("yes", "no")))).index() != 0) {
            ctx.log("%s declines to", ctx.s.player(r.controller()).name());
            return;
        }
        ctx.log("%s sacrifices %s", ctx.s.player(r.controller()).name(), o.name());
        SacrificeMove.sacrifice(ctx, o.id()); // 701.17a
        if (ctx.s.object(o.id()).zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) EffectResolver.resolve(ctx, ms.then(), r);
    }
}
