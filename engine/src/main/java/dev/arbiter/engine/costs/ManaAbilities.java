package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.effects.EffectResolver;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import io.vavr.collection.Vector;

/** Activating a mana ability (605.3): pay its cost, then it resolves at once, without the stack. */
public final class ManaAbilities {
    /** ManaType.values() once: that method copies the array on every call. */
    private static final dev.arbiter.engine.mana.ManaType[] TYPES = dev.arbiter.engine.mana.ManaType.values();
    private ManaAbilities() {
    }

    /** Activates ability {@code index} of {@code source}; {@code chosen} fixes which mana it adds (or null to ask). */
    public static void activate(Ctx ctx, int player, int source, int index, ManaPool chosen) {
        ActivatedAbility a = Layers.of(ctx.s, source).activatedAbilities().get(index);
        int removed = payNonMana(ctx, player, source, a);
        dev.arbiter.engine.mana.ManaCost mana = ActivationCosts.apply(ctx.s, source, player, a.cost(), a.cost().mana()); // 602.2b, 601.2f
        if (!mana.isEmpty()) CostPayment.payMana(ctx, player, source, mana, java.util.List.of(), java.util.List.of(),
                SpendPurpose.activating(source)); // 106.6: a mana ability is an activated ability too
        resolve(ctx, player, source, a, chosen, removed);
    }

    /** As {@link #activate}, the mana part of its cost already taken from the pool. */
    static void activatePaid(Ctx ctx, int player, int source, int index, ManaPool chosen) {
        ActivatedAbility a = Layers.of(ctx.s, source).activatedAbilities().get(index);
        int removed = payNonMana(ctx, player, source, a);
        resolve(ctx, player, source, a, chosen, removed);
    }

    /**
     * Pays the non-mana parts; "Remove any number of [kind] counters from ~" (122.8) asks the player how many first and
     * is paid as removing that many. Returns that number (0 without such a part).
     */
    private static int payNonMana(Ctx ctx, int player, int source, ActivatedAbility a) {
        dev.arbiter.engine.ability.Cost cost = a.cost();
        int removed = 0;
        java.util.List<dev.arbiter.engine.ability.CostPart> parts = new java.util.ArrayList<>(cost.parts());
        for (int i = 0; i < parts.size(); i++) {
            if (!(parts.get(i) instanceof dev.arbiter.engine.ability.CostPart.RemoveAnyNumberOfCounters any)) continue;
            CostPayment.checkNonMana(ctx.s, player, source, cost); // 118.3: the other parts too, before choosing
            int have = ctx.s.object(source).counters().get(any.kind());
            if (have > 0) {
                var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Number(player, "Remove how many " + any.kind()
                        + " counters from " + ctx.s.object(source).name() + "?", 0, have));
                removed = ((dev.arbiter.engine.decision.Choice.ChooseNumber) c).value();
            }
            parts.set(i, new dev.arbiter.engine.ability.CostPart.RemoveCounters(any.kind(), removed));
        }
        CostPayment.payNonMana(ctx, player, source, new dev.arbiter.engine.ability.Cost(cost.mana(), parts));
        return removed;
    }

    private static void resolve(Ctx ctx, int player, int source, ActivatedAbility a, ManaPool chosen, int removed) {
        GameObject o = ctx.s.object(source);
        ManaPool before = ctx.s.player(player).pool();
        // 107.1: the counters removed paying the cost ride in X ("for each storage counter removed this way")
        EffectResolver.resolve(ctx, a.effect(), new Resolution(source, player, Vector.empty(), removed, -1, -1, chosen));
        if (a.cost().tapsSelf()) {
            TriggeredManaAbilities.fire(ctx, source, added(before, ctx.s.player(player).pool())); // 605.1b, 605.4a
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.TappedForMana(source, player));
        }
        if (ctx.logging()) ctx.log("%s taps %s for mana (%s)", ctx.s.player(player).name(), o.name(),
                ctx.s.player(player).pool());
    }

    /** The mana the ability just added: what the pool gained (106.12a: "the mana that land produced"). */
    private static ManaPool added(ManaPool before, ManaPool after) {
        ManaPool out = ManaPool.EMPTY;
        for (dev.arbiter.engine.mana.ManaType m : TYPES) {
            int n = after.amount(m) - before.amount(m);
            if (n > 0) out = out.plus(m, n);
        }
        return out;
    }
}
