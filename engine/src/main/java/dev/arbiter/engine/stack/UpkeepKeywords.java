package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Counters;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The upkeep triggers of keywords that keep a permanent only at a price: cumulative upkeep
 * (702.24) and fading (702.32); echo (702.30) is "you may pay [cost]; if you don't, sacrifice it" ({@link Effect.MayPay}). Paying needs the costs package, so they resolve here.
 */
final class UpkeepKeywords {
    private UpkeepKeywords() {
    }

    /** Carries out {@code effect} when it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.CumulativeUpkeep cu) {
            if (cu.parts().isEmpty()) cumulativeUpkeep(ctx, cu.cost(), r);
            else cumulativeUpkeep(ctx, cu, r);
            return true;
        }
        if (effect instanceof Effect.CopySourceSpell c) { // 702.40a: storm
            for (int i = 0; i < c.count(); i++) {
                dev.arbiter.engine.effects.SpellCopies.copy(ctx, r.controller(), r.source(), -1, true);
            }
            return true;
        }
        if (effect instanceof Effect.RemoveCounterFromSource rc) {
            GameObject o = source(ctx, r);
            if (o != null && o.counters().get(rc.kind()) > 0) {
                ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(rc.kind(), -1)));
                ctx.log("%s: a %s counter is removed", o.name(), rc.kind());
                dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), rc.kind(), 1); // 122.8; the last: 702.63a
            }
            return true;
        }
        if (effect instanceof Effect.RemoveCounterOrSacrifice rc) {
            removeOrSacrifice(ctx, rc.kind(), r);
            return true;
        }
        return false;
    }

    /** The source, if it is still the same permanent as when the ability triggered (400.7); else null. */
    private static GameObject source(Ctx ctx, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.BATTLEFIELD) return null;
        if (r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) return null;
        return o;
    }

    /** 702.24a-b: an age counter, then pay the cost once per age counter or sacrifice it. */
    private static void cumulativeUpkeep(Ctx ctx, ManaCost cost, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null) return;
        Counters.put(ctx, o.id(), "age", 1);
        o = ctx.s.object(o.id());
        int n = o.counters().get("age");
        ManaCost total = times(cost, n);
        if (!pays(ctx, r.controller(), total, o)) sacrifice(ctx, o, r.controller());
    }

    /** 702.24a-b with a cost beyond mana: each part paid once per age counter ("Pay 2 life" with three counters: 6 life). */
    private static void cumulativeUpkeep(Ctx ctx, Effect.CumulativeUpkeep cu, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null) return;
        Counters.put(ctx, o.id(), "age", 1);
        o = ctx.s.object(o.id());
        int n = o.counters().get("age");
        List<CostPart> parts = new ArrayList<>();
        for (CostPart p : cu.parts()) parts.add(times(p, n));
        Cost total = new Cost(times(cu.cost(), n), parts);
        int player = r.controller();
        boolean paid = false;
        if (CostPayment.canPayNonMana(ctx.s, player, o, total) && CostPayment.canPayMana(ctx.s, player, -1, total.mana())) {
            Choice c = ctx.ask(new Decision.Option(player, "Pay " + total.text() + " to keep " + o.name() + "?",
                    List.of(Countering.PAY + " " + total.text(), Countering.DECLINE)));
            if (((Choice.ChooseOption) c).index() == 0) {
                CostPayment.payNonMana(ctx, player, o.id(), total);
                if (!total.mana().isEmpty()) CostPayment.payMana(ctx, player, -1, total.mana(), List.of());
                ctx.log("%s pays %s for %s", ctx.s.player(player).name(), total.text(), o.name());
                paid = true;
            }
        }
        if (!paid) sacrifice(ctx, ctx.s.object(o.id()), player);
    }

    /** 702.24b: a cost part {@code n} times over; the compiler offers only the parts with a count. */
    private static CostPart times(CostPart p, int n) {
        String many = " (" + n + " times)";
        if (n == 1) return p;
        if (p instanceof CostPart.PayLife l) return new CostPart.PayLife(l.amount() * n);
        if (p instanceof CostPart.DiscardCards d) return new CostPart.DiscardCards(d.count() * n, d.filter(), d.text() + many);
        if (p instanceof CostPart.SacrificePermanents sp) return new CostPart.SacrificePermanents(sp.filter(), sp.count() * n,
                sp.text() + many);
        if (p instanceof CostPart.PutCountersOnSelf pc) return new CostPart.PutCountersOnSelf(pc.kind(), pc.amount() * n,
                pc.text() + many);
        throw new IllegalArgumentException("cumulative upkeep cost part without a count: " + p);
    }

    /** Offers {@code player} to pay {@code total} to keep {@code o}; true if they paid it (118.3: not what they can't). */
    private static boolean pays(Ctx ctx, int player, ManaCost total, GameObject o) {
        if (total.isEmpty()) return true;
        if (!CostPayment.canPayMana(ctx.s, player, -1, total)) return false;
        Choice c = ctx.ask(new Decision.Option(player, "Pay " + total + " to keep " + o.name() + "?",
                List.of(Countering.PAY + " " + total, Countering.DECLINE)));
        if (((Choice.ChooseOption) c).index() != 0) return false;
        CostPayment.payMana(ctx, player, -1, total, List.of());
        ctx.log("%s pays %s for %s", ctx.s.player(player).name(), total, o.name());
        return true;
    }

    /** 702.32a: remove a counter; if none can be removed, sacrifice it. */
    private static void removeOrSacrifice(Ctx ctx, String kind, Resolution r) {
        GameObject o = source(ctx, r);
        if (o == null) return;
        if (o.counters().get(kind) > 0) {
            ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(kind, -1)));
            ctx.log("%s: a %s counter is removed", o.name(), kind);
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), kind, 1); // 122.8
        } else {
            sacrifice(ctx, o, r.controller());
        }
    }

    /** 701.17a: only its controller can sacrifice it. */
    private static void sacrifice(Ctx ctx, GameObject o, int player) {
        if (o.controller() != player) return;
        ctx.log("%s sacrifices %s", ctx.s.player(player).name(), o.name());
        dev.arbiter.engine.effects.SacrificeMove.sacrifice(ctx, o.id());
    }

    /** 702.24b: the cost {@code n} times over ({2} three times is {6}). */
    static ManaCost times(ManaCost cost, int n) {
        List<ManaSymbol> symbols = new ArrayList<>();
        int generic = 0;
        for (int i = 0; i < n; i++) {
            for (ManaSymbol s : cost.symbols()) {
                if (s instanceof ManaSymbol.Generic g) generic += g.amount();
                else symbols.add(s);
            }
        }
        if (generic > 0) symbols.add(0, new ManaSymbol.Generic(generic));
        return new ManaCost(symbols);
    }
}
