package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.effects.Drawing;
import dev.arbiter.engine.effects.Tapping;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Paying costs (118, 601.2g-h, 602.2b). Mana is paid by activating mana abilities during the
 * payment (automatic plan, or the sources the player named) and then emptying the pool by the
 * cost; other parts ({T}, sacrifice, life, counters) are paid directly. An unpayable cost makes
 * the action illegal (118.3, seed 422.1) and the procedure is reversed as a whole.
 */
public final class CostPayment {
    private CostPayment() {
    }

    /** Whether the non-mana parts of {@code cost} can be paid by {@code player} for {@code source}. */
    public static boolean canPayNonMana(GameState s, int player, GameObject source, Cost cost) {
        for (CostPart part : cost.parts()) {
            if (part instanceof CostPart.TapSelf) {
                if (source.zone() != Zone.BATTLEFIELD || !ManaSources.canTap(s, source, Layers.of(s, source))) {
                    return false;
                }
            } else if (part instanceof CostPart.UntapSelf) {
                if (source.zone() != Zone.BATTLEFIELD || !source.tapped()) return false;
                Characteristics sch = Layers.of(s, source.id());
                if (sch.isCreature() && source.sick() && !sch.has(Keyword.HASTE)) return false; // 302.6: {Q} too
            } else if (part instanceof CostPart.SacrificeSelf) {
                if (source.zone() != Zone.BATTLEFIELD) return false;
            } else if (part instanceof CostPart.DiscardSelf) {
                if (source.zone() != Zone.HAND || source.owner() != player) return false;
            } else if (part instanceof CostPart.PayLife l) {
                if (s.player(player).life() < l.amount()) return false; // 119.4; 119.4a: the team's total in 2HG
            } else if (part instanceof CostPart.PayEnergy e) {
                if (s.player(player).energy() < e.amount()) return false; // 107.14
            } else if (part instanceof CostPart.RemoveCounters r) {
                if (source.counters().get(r.kind()) < r.amount()) return false;
            } else if (part instanceof CostPart.RemoveAnyNumberOfCounters || part instanceof CostPart.RemoveAllCounters) {
                if (source.zone() != Zone.BATTLEFIELD) return false; // 118.3: none at all may be removed
            } else if (part instanceof CostPart.Loyalty l) {
                if (source.zone() != Zone.BATTLEFIELD) return false;
                if (!l.minusX() && source.counters().get("loyalty") < -l.amount()) return false; // 606.6
            } else if (part instanceof CostPart.SacrificePermanents sp) {
                if (ChosenCostObjects.sacrificeCandidates(s, player, source.id(), sp.filter()).size() < sp.count()) return false;
            } else if (part instanceof CostPart.SacrificeAnyNumber) {
                continue; // 118.3: sacrificing none pays it
            } else if (part instanceof CostPart.DiscardCards d) {
                if (ChosenCostObjects.discardCandidates(s, player, source.id(), d.filter()).size() < d.count()) return false;
            } else if (Boolean.FALSE.equals(CostObjects.canPay(s, player, source, cost, part))) {
                return false;
            }
        }
        return true;
    }

    /** Throws if the non-mana parts of {@code cost} can't be paid (118.3): checked before any part is paid. */
    public static void checkNonMana(GameState s, int player, int sourceId, Cost cost) {
        GameObject source = s.object(sourceId);
        if (!canPayNonMana(s, player, source, cost)) {
            throw new IllegalAction("118.3 / 602.2b", "Can't pay " + cost.text() + " for " + source.name());
        }
    }

    public static void payNonMana(Ctx ctx, int player, int sourceId, Cost cost) {
        payNonMana(ctx, player, sourceId, cost, -1, -1);
    }

    /**
     * Pays the non-mana parts of the cost of the spell {@code spell} (its object id) or of the ability
     * on the stack numbered {@code abilityStackId} (-1 for neither): permanents sacrificed for it are
     * remembered as they last existed (608.2h, {@link dev.arbiter.engine.effects.SacrificedObjects}).
     */
    public static void payNonMana(Ctx ctx, int player, int sourceId, Cost cost, int spell, int abilityStackId) {
        checkNonMana(ctx.s, player, sourceId, cost);
        for (CostPart part : cost.parts()) {
            GameObject o = ctx.s.object(sourceId);
            if (part instanceof CostPart.TapSelf) {
                Tapping.tap(ctx, sourceId);
            } else if (part instanceof CostPart.UntapSelf) {
                Tapping.untap(ctx, sourceId);
            } else if (part instanceof CostPart.SacrificeSelf) { // remembered as it last existed (608.2h)
                ChosenCostObjects.sacrificeAll(ctx, player, sourceId, java.util.List.of(sourceId), spell, abilityStackId);
            } else if (part instanceof CostPart.DiscardSelf ds) {
                ZoneMoves.move(ctx, sourceId, Zone.GRAVEYARD); // 701.8a
                ctx.log("%s discards %s", ctx.s.player(player).name(), o.name());
                if (ds.cycling()) dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Cycled(player, sourceId)); // 702.29c
            } else if (part instanceof CostPart.OthersGainLife g) { // 118.9, 119.1: another player gains the life
                OthersGainingLife.pay(ctx, player, g);
            } else if (part instanceof CostPart.PayHalfLifeRoundedUp) { // 119.4, 107.1a: paying life is losing it
                int half = CostPart.PayHalfLifeRoundedUp.of(ctx.s.player(player).life());
                ctx.s = ctx.s.withLife(player, ctx.s.player(player).life() - half);
                if (half > 0) dev.arbiter.engine.events.TurnHistoryRecord.lifeLost(ctx, player, half);
                if (half > 0) dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LifePaid(player, half)); // 119.4
            } else if (part instanceof CostPart.PayLife l) {
                ctx.s = ctx.s.withLife(player, ctx.s.player(player).life() - l.amount()); // 119.4a: from the team's total in 2HG
                dev.arbiter.engine.events.TurnHistoryRecord.lifeLost(ctx, player, l.amount()); // 119.4: paying life is losing it
                if (l.amount() > 0) dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LifePaid(player, l.amount())); // 119.4
            } else if (part instanceof CostPart.PayEnergy e) { // 107.14: remove that many energy counters from yourself
                ctx.s = ctx.s.withPlayer(ctx.s.player(player).withEnergy(ctx.s.player(player).energy() - e.amount()));
            } else if (part instanceof CostPart.RemoveCounters r) {
                ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(r.kind(), -r.amount())));
                dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), r.kind(), r.amount()); // 122.8
            } else if (part instanceof CostPart.RemoveAllCounters r) { // 122.8: all of them, which may be none
                ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(r.kind(), -o.counters().get(r.kind()))));
                dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, o.id(), r.kind(), o.counters().get(r.kind()));
            } else if (part instanceof CostPart.RemoveAnyNumberOfCounters) {
                throw new IllegalStateException("\"remove any number of counters\" is chosen by ManaAbilities (122.8)");
            } else if (part instanceof CostPart.Loyalty l) {
                ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus("loyalty", l.amount()))); // 606.4
                if (l.amount() > 0) dev.arbiter.engine.effects.Counters.placed(ctx, o.id(), "loyalty", l.amount(), player); // 122.6
            } else if (part instanceof CostPart.DrawCards d) {
                Drawing.draw(ctx, player, d.amount()); // seed 423.1: a draw as part of a cost (even from an empty library, 423.4)
            } else if (part instanceof CostPart.SacrificePermanents sp) {
                ChosenCostObjects.sacrifice(ctx, player, sourceId, sp, spell, abilityStackId);
            } else if (part instanceof CostPart.SacrificeHost) { // 701.17a, remembered as it last existed (608.2h)
                ChosenCostObjects.sacrificeAll(ctx, player, sourceId, List.of(CostObjects.host(ctx.s, player, o)), spell,
                        abilityStackId);
            } else if (part instanceof CostPart.SacrificeAnyNumber sa) { // 118.3, 701.17a: any number, none included
                ChosenCostObjects.sacrificeAnyNumber(ctx, player, sourceId, sa, spell, abilityStackId);
            } else if (part instanceof CostPart.SacrificeAll sa) { // 701.17a: all of them, which may be none
                ChosenCostObjects.sacrificeAll(ctx, player, sourceId,
                        ChosenCostObjects.sacrificeCandidates(ctx.s, player, sourceId, sa.filter()), spell, abilityStackId);
            } else if (part instanceof CostPart.DiscardCards d) {
                ChosenCostObjects.discard(ctx, player, sourceId, d);
            } else if ((part instanceof CostPart.ExileFromGraveyard || part instanceof CostPart.LibraryTop t && t.exile())
                    && (spell >= 0 || abilityStackId >= 0)) {
                java.util.Set<Integer> before = new java.util.HashSet<>();
                for (int id : ctx.s.exile()) before.add(id);
                CostObjects.pay(ctx, player, sourceId, cost, part);
                for (int id : ctx.s.exile()) { // 608.2h: "the exiled card's power", read as the spell or ability resolves
                    if (!before.contains(id)) dev.arbiter.engine.effects.SacrificedObjects.remember(ctx, sourceId, spell, abilityStackId, id);
                }
            } else if (part instanceof CostPart.RevealFromHand r && spell >= 0 && readsRevealed(ctx, spell)) {
                // 608.2h: "the revealed card's mana value", read as the spell resolves (the card stays in the hand)
                for (int id : CostObjects.revealFromHand(ctx, player, sourceId, r)) {
                    dev.arbiter.engine.effects.SacrificedObjects.remember(ctx, sourceId, spell, abilityStackId, id);
                }
            } else {
                CostObjects.pay(ctx, player, sourceId, cost, part);
            }
        }
    }

    /** Whether the spell reads "the revealed card's [stat]" (608.2h): only then is the card revealed for its cost kept. */
    private static boolean readsRevealed(Ctx ctx, int spell) {
        return dev.arbiter.engine.util.RecordTrees.contains(ctx.s.object(spell).card().abilities(),
                x -> x instanceof dev.arbiter.engine.ability.Amount.SacrificedStat st && st.noun().equals("revealed card"));
    }

    /**
     * A plan to pay {@code cost}; {@code excluded} is a permanent that can't tap for mana (its own
     * cost taps it), or -1. {@code payWith} non-empty: tap exactly those sources.
     */
    public static PaymentPlan plan(GameState s, int player, int excluded, ManaCost cost, List<Integer> payWith) {
        return plan(s, player, ManaSources.available(s, player), excluded, cost, payWith);
    }

    /** As {@link #plan(GameState, int, int, ManaCost, List)} with the player's mana sources already found. */
    public static PaymentPlan plan(GameState s, int player, List<ManaSource> available, int excluded, ManaCost cost,
                                   List<Integer> payWith) {
        return plan(s, player, available, excluded, cost, payWith, SpendPurpose.NONE);
    }

    /** As {@link #plan(GameState, int, List, int, ManaCost, List)}, paying for {@code purpose} (106.6: restricted mana). */
    public static PaymentPlan plan(GameState s, int player, List<ManaSource> available, int excluded, ManaCost cost,
                                   List<Integer> payWith, SpendPurpose purpose) {
        List<ManaSource> sources = purpose.usableSources(s, available); // 106.6
        if (excluded >= 0) {
            sources = new ArrayList<>(sources); // still only the usable ones (106.6)
            sources.removeIf(m -> m.object() == excluded);
        }
        if (!payWith.isEmpty()) {
            List<ManaSource> named = new ArrayList<>();
            for (int id : payWith) {
                ManaSource found = null;
                for (ManaSource m : sources) if (m.object() == id) found = m;
                if (found == null || named.contains(found)) return null;
                named.add(found);
            }
            sources = named;
        }
        return ManaPayment.plan(cost, purpose.usable(s, player).pool(), s.player(player).snow(), sources,
                s.player(player).life(), !payWith.isEmpty(), SpendAsThough.masks(s, player)); // 609.4b
    }

    /** Whether {@code payWith} names a mana source the automatic payment can't use (paid by hand, 601.2g). */
    public static boolean namesManualSources(GameState s, int player, List<Integer> payWith) {
        return !payWith.isEmpty() && ManualPayment.applies(s, player, -1, payWith);
    }

    public static boolean canPayMana(GameState s, int player, int excluded, ManaCost cost) {
        if (cost.isEmpty()) return true;
        return canPayMana(s, player, ManaSources.available(s, player), excluded, cost);
    }

    /** As {@link #canPayMana(GameState, int, int, ManaCost)} with the player's mana sources already found. */
    public static boolean canPayMana(GameState s, int player, List<ManaSource> available, int excluded, ManaCost cost) {
        return canPayMana(s, player, available, excluded, cost, SpendPurpose.NONE);
    }

    /** Whether {@code cost} can be paid for {@code purpose}: restricted mana counts only where it may be spent (106.6). */
    public static boolean canPayMana(GameState s, int player, List<ManaSource> available, int excluded, ManaCost cost,
                                     SpendPurpose purpose) {
        if (cost.isEmpty()) return true;
        List<ManaSource> usable = purpose.usableSources(s, available); // 106.6
        Boolean counted = ManaCounting.payable(cost, purpose.usable(s, player).pool(), usable, excluded,
                SpendAsThough.masks(s, player)); // exact where it answers: no search needed
        if (counted != null) return counted;
        return plan(s, player, usable, excluded, cost, List.of(), purpose) != null;
    }

    /** Whether the player has restricted mana in the pool or a source that adds some (106.6). */
    public static boolean restrictedManaAround(GameState s, int player, List<ManaSource> sources) {
        if (!s.player(player).restricted().isEmpty()) return true;
        for (int i = 0, n = sources.size(); i < n; i++) if (sources.get(i).restricted()) return true;
        return false;
    }

    /** As {@link #canPayMana(GameState, int, int, ManaCost)}, paying for {@code purpose} (106.6). */
    public static boolean canPayMana(GameState s, int player, int excluded, ManaCost cost, SpendPurpose purpose) {
        if (cost.isEmpty()) return true;
        return canPayMana(s, player, ManaSources.available(s, player), excluded, cost, purpose);
    }

    /** Pays {@code cost}: activates the planned mana abilities, then takes the mana from the pool (601.2g-h). */
    public static void payMana(Ctx ctx, int player, int excluded, ManaCost cost, List<Integer> payWith) {
        payMana(ctx, player, excluded, cost, payWith, List.of());
    }

    /**
     * As {@link #payMana(Ctx, int, int, ManaCost, List)}, with creatures that may be tapped for
     * convoke (702.51a) when the player's mana sources alone can't pay.
     */
    public static void payMana(Ctx ctx, int player, int excluded, ManaCost cost, List<Integer> payWith,
                               List<ManaSource> convoke) {
        payMana(ctx, player, excluded, cost, payWith, convoke, SpendPurpose.NONE);
    }

    /** As {@link #payMana(Ctx, int, int, ManaCost, List, List)}, paying for {@code purpose} (106.6: restricted mana). */
    public static void payMana(Ctx ctx, int player, int excluded, ManaCost cost, List<Integer> payWith,
                               List<ManaSource> convoke, SpendPurpose purpose) {
        if (cost.isEmpty()) return;
        PaymentPlan plan = plan(ctx.s, player, ManaSources.available(ctx.s, player), excluded, cost, payWith, purpose);
        if (plan == null && !convoke.isEmpty()) {
            plan = plan(ctx.s, player, Convoking.merged(ManaSources.available(ctx.s, player), convoke), excluded, cost,
                    payWith, purpose);
        }
        if (plan == null && !payWith.isEmpty() && ManualPayment.applies(ctx.s, player, excluded, payWith)) {
            ManualPayment.pay(ctx, player, excluded, cost, payWith); // 601.2g: the named sources, one by one
            return;
        }
        if (plan == null) {
            String how = payWith.isEmpty() ? "" : " with the named sources";
            for (int id : payWith) {
                GameObject o = ctx.s.object(id);
                var ch = Layers.of(ctx.s, id);
                // 302.6 (seed 502.5b): a creature's {T} mana ability needs control since the turn began, or haste.
                if (o.zone() == Zone.BATTLEFIELD && ch.isCreature() && o.sick()
                        && !ch.has(dev.arbiter.engine.ability.Keyword.HASTE)) {
                    throw new IllegalAction("302.6 / 601.2h", o.name()
                            + " hasn't been under your control since your most recent turn began");
                }
            }
            throw new IllegalAction("601.2h / 118.3", "Can't pay " + cost + how);
        }
        if (!AutomaticTapping.inOneState(ctx, player, plan.activations())) { // 605.3a: the plain ones in one state
            for (PaymentPlan.Use use : plan.activations()) {
                if (Convoking.isOwn(use.abilityIndex())) Convoking.use(ctx, player, use.object(), use.abilityIndex(), use.produced());
                else ManaAbilities.activate(ctx, player, use.object(), use.abilityIndex(), use.produced());
            }
        }
        spend(ctx, player, plan, purpose);
    }

    /** 601.2h: takes the planned mana from the pool and the planned life for Phyrexian symbols. */
    static void spend(Ctx ctx, int player, PaymentPlan plan) {
        spend(ctx, player, plan, SpendPurpose.NONE);
    }

    /**
     * As {@link #spend(Ctx, int, PaymentPlan)}: the restricted mana {@code purpose} may use is spent first (106.6), the
     * snow mana the plan spends on {S} left in the pool (107.4h).
     */
    static void spend(Ctx ctx, int player, PaymentPlan plan, SpendPurpose purpose) {
        dev.arbiter.engine.mana.ManaPool all = plan.spend();
        if (!ctx.s.player(player).restricted().isEmpty()) {
            plan = RestrictedSpending.take(ctx, player, plan, purpose);
        }
        PlayerState p = ctx.s.player(player);
        p = p.withSnow(subtract(p.snow(), plan.snowSpend())); // 107.4h: {S} took snow mana
        ctx.s = ctx.s.withPlayer(p.withPool(subtract(p.pool(), plan.spend())));
        if (ctx.manaSpent != null) ctx.manaSpent = ctx.manaSpent.plus(all); // 601.2h: "if {R} was spent to cast it"
        if (plan.life() > 0) {
            ctx.s = ctx.s.withLife(player, p.life() - plan.life()); // 119.4 / 119.4a
            dev.arbiter.engine.events.TurnHistoryRecord.lifeLost(ctx, player, plan.life());
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LifePaid(player, plan.life())); // 119.4 (107.4f: Phyrexian mana paid with life)
        }
    }

    /** A plan paying {@code cost} from the player's mana pool alone (no mana abilities), or null. */
    static PaymentPlan planFromPool(GameState s, int player, ManaCost cost) {
        PlayerState p = s.player(player);
        return ManaPayment.plan(cost, p.pool(), p.snow(), List.of(), p.life(), false, SpendAsThough.masks(s, player)); // 609.4b
    }

    /** Takes exactly {@code mana} from the pool (replaying a payment already made); snow mana last. */
    static void take(Ctx ctx, int player, dev.arbiter.engine.mana.ManaPool mana) {
        PlayerState p = ctx.s.player(player);
        dev.arbiter.engine.mana.ManaPool pool = subtract(p.pool(), mana);
        dev.arbiter.engine.mana.ManaPool snow = p.snow();
        for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) {
            int excess = snow.amount(t) - pool.amount(t);
            if (excess > 0) snow = snow.minus(t, excess);
        }
        ctx.s = ctx.s.withPlayer(p.withPool(pool).withSnow(snow));
    }

    private static dev.arbiter.engine.mana.ManaPool subtract(dev.arbiter.engine.mana.ManaPool pool,
                                                            dev.arbiter.engine.mana.ManaPool spend) {
        return pool.minus(spend);
    }

    /** Whether a creature source could pay {T}: for display of activatable abilities. */
    public static boolean canTapNow(GameState s, GameObject o) {
        Characteristics ch = Layers.of(s, o);
        return ManaSources.canTap(s, o, ch);
    }
}
