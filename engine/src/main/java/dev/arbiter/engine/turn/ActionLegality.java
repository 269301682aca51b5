package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.costs.ManaSource;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.stack.Timing;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** Whether a spell can be cast (601.2) or an ability activated (602.2) now, for the priority listing (117.1). */
final class ActionLegality {
    private ActionLegality() {
    }

    /** 118.9: whether the card could be cast for one of its alternative costs (conditions, other parts and mana). */
    static boolean castableInstead(GameState s, int player, int id, Characteristics ch, List<ManaSource> sources) {
        return castableInstead(s, player, id, ch, sources, null);
    }

    static boolean castableInstead(GameState s, int player, int id, Characteristics ch, List<ManaSource> sources,
                                           PaidCosts paid) {
        if (!dev.arbiter.engine.stack.AlternativeCosts.any(s, player, id, ch)) return false;
        for (var alt : dev.arbiter.engine.stack.AlternativeCosts.usable(s, player, id, ch)) {
            if (canCast(s, player, id, ch, sources, alt.cost().mana(), paid)) return true;
        }
        return false;
    }

    static boolean canCast(GameState s, int player, int id, Characteristics ch, List<ManaSource> sources) {
        return canCast(s, player, id, ch, sources, ch.manaCost());
    }

    static boolean canCast(GameState s, int player, int id, Characteristics ch, List<ManaSource> sources, ManaCost payWith) {
        return canCast(s, player, id, ch, sources, payWith, null);
    }

    /** As above; {@code paid} (may be null) remembers, by cost, whether these {@code sources} can pay it. */
    static boolean canCast(GameState s, int player, int id, Characteristics ch, List<ManaSource> sources,
                                   ManaCost payWith, PaidCosts paid) {
        if (!Timing.canCastNow(s, player, id, ch)) return false;
        if (dev.arbiter.engine.stack.CastRestrictions.forbidden(s, player, id)) return false; // 601.3
        for (var a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.SpellAbility sp && !anyModeTargetable(s, sp, id, player)) {
                return false;
            }
        }
        if (!dev.arbiter.engine.stack.AdditionalCosts.canPay(s, player, s.object(id), ch)) return false; // 118.3
        ManaCost cost = dev.arbiter.engine.stack.CostModifiers.apply(s, player, id, payWith.withX(0)); // 601.2f
        if (paid == null ? CostPayment.canPayMana(s, player, sources, -1, cost) : paid.payable(s, player, sources, cost)) return true;
        dev.arbiter.engine.costs.SpendPurpose casting = dev.arbiter.engine.costs.SpendPurpose.casting(id);
        boolean restricted = CostPayment.restrictedManaAround(s, player, sources); // 106.6: mana only some spells may use
        if (restricted && CostPayment.canPayMana(s, player, sources, -1, cost, casting)) return true;
        if (!dev.arbiter.engine.costs.Convoking.has(ch)) return false;
        List<ManaSource> withCreatures = dev.arbiter.engine.costs.Convoking.merged(sources, // 702.51a: creatures may help
                dev.arbiter.engine.costs.Convoking.sources(s, player, id, cost));
        return CostPayment.canPayMana(s, player, withCreatures, -1, cost, casting);
    }

    /**
     * Whether the listing's mana sources can pay a cost, remembered by cost (equal costs, one answer): the few
     * distinct costs of one listing are found by identity or equality in a short array, without hashing them.
     */
    static final class PaidCosts {
        private ManaCost[] costs = new ManaCost[8];
        private boolean[] payable = new boolean[8];
        private int size;

        boolean payable(GameState s, int player, List<ManaSource> sources, ManaCost cost) {
            for (int i = 0; i < size; i++) if (costs[i] == cost) return payable[i];
            for (int i = 0; i < size; i++) if (costs[i].equals(cost)) return payable[i];
            boolean yes = CostPayment.canPayMana(s, player, sources, -1, cost);
            if (size == costs.length) {
                costs = java.util.Arrays.copyOf(costs, size * 2);
                payable = java.util.Arrays.copyOf(payable, size * 2);
            }
            costs[size] = cost;
            payable[size++] = yes;
            return yes;
        }
    }

    static boolean canActivate(GameState s, int player, GameObject o, ActivatedAbility a) {
        if (o.tapped() && a.cost().tapsSelf()) return false; // 118.3: a tapped permanent can't pay {T} (the commonest no, first)
        if (!Timing.canActivateNow(s, player, a)) return false;
        if (!dev.arbiter.engine.stack.LoyaltyAbilities.onceThisTurnAvailable(s, o, a)) return false; // 606.3
        if (dev.arbiter.engine.stack.ActivationLimits.reached(s, o, a)) return false; // 602.5b
        if (!dev.arbiter.engine.layers.ActivationConditions.holds(s, o, a)) return false; // 602.5b
        if (dev.arbiter.engine.stack.ActivationProhibitions.prohibited(s, player, o, a)) return false; // 602.5, 101.2
        if (!CostPayment.canPayNonMana(s, player, o, a.cost())) return false;
        if (!targetsAvailable(s, a.targets(), o.id(), player)) return false;
        int excluded = a.cost().tapsSelf() ? o.id() : -1;
        return CostPayment.canPayMana(s, player, excluded, // 602.2b, 601.2f: the total cost, with increases and reductions
                dev.arbiter.engine.costs.ActivationCosts.apply(s, o.id(), player, a.cost(), a.cost().mana().withX(0)),
                dev.arbiter.engine.costs.SpendPurpose.activating(o.id())); // 106.6
    }

    /** A spell can be cast if its targets (for a modal spell, those of some mode, 700.2a) are available. */
    static boolean anyModeTargetable(GameState s, dev.arbiter.engine.ability.SpellAbility sp, int id, int player) {
        if (!sp.modal()) return targetsAvailable(s, sp.targets(), id, player) // 601.2c: or as its kicker allows
                || dev.arbiter.engine.stack.KickerTargets.eitherWay(sp, specs -> targetsAvailable(s, specs, id, player));
        for (var m : sp.modes()) if (targetsAvailable(s, m.targets(), id, player)) return true;
        return false;
    }

    static boolean targetsAvailable(GameState s, List<TargetSpec> specs, int source, int player) {
        return dev.arbiter.engine.targets.TargetsChoosable.exist(s, specs, source, player, -1); // 601.2c, 115.3
    }
}
