package dev.arbiter.engine.stack;

import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.costs.ActivationCosts;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.costs.ManaAbilities;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Activating an ability (602.2): a mana ability resolves at once (605.3a); any other goes on the
 * stack, X and targets are announced and its whole cost paid; then its controller receives
 * priority (117.3c). Illegal at any step: the activation is reversed (seed 422.1).
 */
public record ActivateAbility(int player, int source, int index, List<Integer> payWith) implements Procedure {
    public ActivateAbility {
        payWith = List.copyOf(payWith);
    }

    @Override
    public boolean cancellable() {
        return true;
    }

    @Override
    public void run(Ctx ctx) {
        GameObject obj = ctx.s.object(source);
        List<ActivatedAbility> abilities = Layers.of(ctx.s, source).activatedAbilities();
        if (index < 0 || index >= abilities.size()) {
            throw new IllegalAction("602.1", obj.name() + " has no activated ability number " + (index + 1));
        }
        ActivatedAbility a = abilities.get(index);
        if (!WhoMayActivate.may(ctx.s, player, obj, a)) {
            if (a.timing() == ActivatedAbility.Timing.OPPONENTS_ONLY && obj.zone() == Zone.BATTLEFIELD) {
                throw new IllegalAction("602.5", "Only opponents of " + obj.name() + "'s controller may activate this ability");
            }
            throw new IllegalAction("602.2", "You don't control " + obj.name());
        }
        if (!a.manaAbility() && Timing.splitSecond(ctx.s)) { // 702.61a
            throw new IllegalAction("702.61a", "You can't activate " + obj.name() + "'s ability: a spell with split second is on the stack");
        }
        if (!Timing.canActivateNow(ctx.s, player, a)) {
            throw new IllegalAction("602.5d", "You can't activate " + obj.name() + "'s ability now");
        }
        if (!LoyaltyAbilities.onceThisTurnAvailable(ctx.s, obj, a)) {
            throw new IllegalAction("606.3", "A loyalty ability of " + obj.name() + " was already activated this turn");
        }
        if (ActivationLimits.reached(ctx.s, obj, a)) {
            throw new IllegalAction("602.5b", obj.name() + "'s ability can't be activated again this turn");
        }
        if (!dev.arbiter.engine.layers.ActivationConditions.holds(ctx.s, obj, a)) {
            throw new IllegalAction("602.5b", obj.name() + "'s ability can be activated only if its condition holds");
        }
        if (ActivationProhibitions.prohibited(ctx.s, player, obj, a)) {
            throw new IllegalAction("602.5", obj.name() + "'s activated abilities can't be activated"); // 101.2
        }
        if (a.manaAbility()) {
            ManaAbilities.activate(ctx, player, source, index, null); // 605.3a
            ActivationLimits.record(ctx, obj, a); // 602.5b: "Activate only once each turn" counts mana abilities too
        } else {
            ActivatedAbility chosen = ModalActivation.choose(ctx, player, source, a, obj.name()); // 602.2b, 700.2a: the mode first
            GameObject before = ctx.s.object(source); // 602.2i: the source as the activation began, before its costs
            dev.arbiter.engine.card.Characteristics was = Layers.of(ctx.s, source);
            int stackId = ctx.s.nextStackId();
            ctx.s = ctx.s.withNextStackId(stackId + 1);
            int loyaltyX = LoyaltyAbilities.announceX(ctx, player, obj, a); // 107.3, 606.6: "[-X]"
            int counterX = loyaltyX < 0 ? CounterCostX.announceX(ctx, player, obj, a) : -1; // 107.3: "Remove X ... counters"
            int countX = loyaltyX < 0 && counterX < 0 ? CountCostX.announceX(ctx, player, obj, a.cost()) : -1; // 107.3: "Sacrifice X lands"
            int x = loyaltyX >= 0 ? loyaltyX : counterX >= 0 ? counterX : countX >= 0 ? countX
                    : Announcements.announceX(ctx, player, a.cost().mana(), obj.name(),
                    Announcements.xTargetCap(ctx, player, source, chosen.targets()));
            dev.arbiter.engine.ability.Cost cost = loyaltyX >= 0 ? LoyaltyAbilities.withX(a.cost(), loyaltyX)
                    : counterX >= 0 ? CounterCostX.withX(a.cost(), counterX) : a.cost().withX(x); // 107.3: X counts in the cost
            Vector<Vector<Target>> targets = Announcements.chooseTargets(ctx, player, source,
                    DamageDivision.atMostTheTotal(AbilityXTargets.withX(chosen.targets(), x), chosen.effect(), x), // 601.2d
                    obj.name(), x); // 601.2b-c: "with power X or less"
            StackItem item = new StackItem.AbilityOnStack(stackId, source, player, chosen, targets, x, -1, -1, obj.zoneChanges());
            ctx.s = ctx.s.withStack(ctx.s.stack().append(item));
            DamageDivision.announceAbility(ctx, player, source, stackId, chosen.effect(), targets, x, obj.name()); // 602.2b, 601.2d
            // 602.2b / 601.2g-h: pay the total cost; {T} in the cost means the source can't also pay mana.
            int excluded = a.cost().tapsSelf() ? source : -1;
            // Seed 422.1: every part is checked before any is paid, so a cost that moves library cards
            // (paid last) is only paid when the whole payment succeeds; nothing irreversible is undone.
            CostPayment.checkNonMana(ctx.s, player, source, cost);
            CostPayment.payMana(ctx, player, excluded, // 602.2b, 601.2f: with cost increases and reductions
                    ActivationCosts.apply(ctx.s, source, player, cost, loyaltyX >= 0 ? cost.mana() : cost.mana().withX(x)), payWith, java.util.List.of(),
                    dev.arbiter.engine.costs.SpendPurpose.activating(source)); // 106.6: mana restricted to abilities
            CostPayment.payNonMana(ctx, player, source, cost, -1, stackId);
            if (LoyaltyAbilities.isLoyalty(a)) LoyaltyAbilities.record(ctx, obj, a); // 606.3
            ActivationLimits.record(ctx, obj, a); // 602.5b
            if (ctx.logging()) ctx.log("%s activates %s: %s%s", ctx.s.player(player).name(), obj.name(), a.text(),
                    CastSpell.describe(ctx, targets, x));
            if (!targets.isEmpty()) Triggers.emit(ctx, new GameEvent.BecameTargets(targets, player, false, -2 - stackId)); // 602.2b
            Triggers.emit(ctx, new GameEvent.AbilityActivated(player, before, was, LoyaltyAbilities.isLoyalty(a))); // 602.2i
        }
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0));
    }
}
