package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Paying a mana cost by hand with named sources that the automatic planner can't use (mana
 * abilities with costs other than {T}, such as Chromatic Star's): the player activates each
 * named source's mana ability in turn (601.2g), then pays the cost from the pool (601.2h). If the
 * payment turns out illegal, the action is reversed with the mana abilities activated during it,
 * except those seed 422.1 forbids reversing: any that moved a card to or from a library, and any
 * whose mana was spent on one of those. They are kept (see {@link KeptManaAbilities}).
 */
final class ManualPayment {
    private ManualPayment() {
    }

    /** Whether a named source has a mana ability the planner can't use (it only taps {T}-only sources). */
    static boolean applies(GameState s, int player, int excluded, List<Integer> payWith) {
        for (int id : payWith) {
            if (id < 0 || id >= s.objectCount() || id == excluded) continue;
            GameObject o = s.object(id);
            if (o.zone() != Zone.BATTLEFIELD || o.controller() != player) continue;
            for (ActivatedAbility a : Layers.of(s, id).activatedAbilities()) {
                if (a.manaAbility() && (!a.cost().mana().isEmpty() || !ManaSources.onlyTaps(a))) return true;
            }
        }
        return false;
    }

    static void pay(Ctx ctx, int player, int excluded, ManaCost cost, List<Integer> payWith) {
        ManaJournal journal = new ManaJournal(ctx.s.player(player).pool());
        try {
            List<Integer> done = new ArrayList<>();
            for (int id : payWith) {
                GameObject o = ctx.s.object(id);
                if (id == excluded) {
                    throw new IllegalAction("602.2b / 601.2h", o.name() + " taps to pay this cost, so it can't also tap for mana");
                }
                if (done.contains(id)) throw new IllegalAction("601.2g", o.name() + " is named twice");
                done.add(id);
                activate(ctx, player, o, cost, journal);
            }
            PaymentPlan plan = CostPayment.planFromPool(ctx.s, player, cost);
            if (plan == null) {
                throw new IllegalAction("601.2h / 118.3", "Can't pay " + cost + " with the mana in your pool ("
                        + ctx.s.player(player).pool() + ")");
            }
            CostPayment.spend(ctx, player, plan);
        } catch (IllegalAction illegal) {
            List<ManaJournal.Entry> kept = journal.unreversible();
            if (kept.isEmpty()) throw illegal;
            throw illegal.keeping(new KeptManaAbilities(player, kept), describe(ctx.s, kept));
        }
    }

    /** 605.3a: activates the first mana ability of {@code o} whose whole cost can be paid now, mana from the pool. */
    private static void activate(Ctx ctx, int player, GameObject o, ManaCost cost, ManaJournal journal) {
        if (o.zone() != Zone.BATTLEFIELD || o.controller() != player) {
            throw new IllegalAction("605.3a", "You don't control " + o.name() + " on the battlefield");
        }
        if (dev.arbiter.engine.layers.ActivationBans.bannedFor(ctx.s, o.id(), player)
                || dev.arbiter.engine.layers.ActivationBans.bannedEvery(ctx.s, o.id())) {
            throw new IllegalAction("602.5", o.name() + "'s activated abilities can't be activated"); // 101.2
        }
        List<ActivatedAbility> abilities = Layers.of(ctx.s, o.id()).activatedAbilities();
        for (int i = 0; i < abilities.size(); i++) {
            ActivatedAbility a = abilities.get(i);
            if (!a.manaAbility() || !CostPayment.canPayNonMana(ctx.s, player, o, a.cost())) continue;
            if (a.perTurn() > 0) continue; // 602.5b: a limited one is activated on its own, where its count is kept
            if (dev.arbiter.engine.layers.ActivationBans.banned(ctx.s, o.id(), a)) continue; // 602.5: "with {T} in their costs"
            if (!dev.arbiter.engine.layers.ActivationConditions.holds(ctx.s, o, a)) continue; // 602.5b
            ManaCost own = ActivationCosts.apply(ctx.s, o.id(), player, a.cost(), a.cost().mana()); // 602.2b, 601.2f
            PaymentPlan fromPool = own.isEmpty() ? null : CostPayment.planFromPool(ctx.s, player, own);
            if (!own.isEmpty() && fromPool == null) continue;
            ManaPool chosen = choose(ctx, player, cost, a, o.id());
            Vector<Vector<Integer>> libraries = libraries(ctx.s);
            ManaPool poolBefore = ctx.s.player(player).pool();
            ManaPool spend = fromPool == null ? ManaPool.EMPTY : fromPool.spend();
            if (fromPool != null) CostPayment.spend(ctx, player, fromPool);
            ManaAbilities.activatePaid(ctx, player, o.id(), i, chosen);
            ManaPool made = minus(ctx.s.player(player).pool().plus(spend), poolBefore);
            journal.record(o.id(), i, chosen, spend, made, !libraries.equals(libraries(ctx.s)));
            return;
        }
        throw new IllegalAction("605.3a / 601.2g", o.name() + " has no mana ability you can activate now");
    }

    /**
     * The mana the ability adds when it offers several (106.7 style): as the automatic payment
     * does, the engine picks for the player, the first alternative paying the most of the mana the cost still needs
     * (coloured or {C} symbols the pool can't yet pay), else the first; null if it has one.
     */
    private static ManaPool choose(Ctx ctx, int player, ManaCost cost, ActivatedAbility a, int source) {
        List<ManaPool> alternatives = ManaSources.alternatives(dev.arbiter.engine.layers.ChosenValues.mana(ctx.s, a.effect(), source));
        if (alternatives.size() <= 1) return null;
        ManaPool needed = ManaPool.EMPTY;
        for (ManaSymbol sym : cost.symbols()) {
            if (sym instanceof ManaSymbol.Colored col) needed = needed.plus(ManaType.of(col.color()), 1);
            else if (sym instanceof ManaSymbol.Colorless) needed = needed.plus(ManaType.C, 1);
        }
        ManaPool pool = ctx.s.player(player).pool();
        ManaPool best = alternatives.get(0);
        int most = 0;
        for (ManaPool alt : alternatives) { // 106.1a: the first that pays the most of what the cost still needs
            int pays = 0;
            for (ManaType t : ManaType.values()) pays += Math.min(alt.amount(t), Math.max(0, needed.amount(t) - pool.amount(t)));
            if (pays > most) {
                most = pays;
                best = alt;
            }
        }
        return best;
    }

    private static Vector<Vector<Integer>> libraries(GameState s) {
        Vector<Vector<Integer>> out = Vector.empty();
        for (PlayerState p : s.players()) out = out.append(p.library());
        return out;
    }

    private static ManaPool minus(ManaPool a, ManaPool b) {
        ManaPool out = ManaPool.EMPTY;
        for (ManaType t : ManaType.values()) out = out.plus(t, Math.max(0, a.amount(t) - b.amount(t)));
        return out;
    }

    private static String describe(GameState s, List<ManaJournal.Entry> kept) {
        StringBuilder sb = new StringBuilder();
        for (ManaJournal.Entry e : kept) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(s.object(e.source()).name()).append(e.movedLibraryCard() ? " (it moved a card from or to a library)"
                    : " (its mana paid for one that stays)");
        }
        return "not reversed (seed 422.1): the mana abilities of " + sb;
    }
}
