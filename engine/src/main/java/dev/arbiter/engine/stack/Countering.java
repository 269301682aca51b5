package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectResolver;
import dev.arbiter.engine.effects.EffectSubjects;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Countering a spell (701.5a): it is removed from the stack and put into its owner's graveyard
 * (a copy ceases to exist there, 704.5e); "unless [its controller] pays {N}" offers that player
 * the payment first (they may decline, 118.12 style; nobody pays what they can't, 118.3).
 */
final class Countering {
    static final String PAY = "pay";
    static final String DECLINE = "don't pay";

    private Countering() {
    }

    /**
     * Resolves {@code effect} for a spell or ability leaving the stack: countering (which may ask
     * for a payment, so it sits above the costs package) and casting a copy of a card
     * ({@link CardCopies}) here, everything else by the {@link EffectResolver}.
     */
    static void resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.Sequence seq) {
            for (Effect e : seq.effects()) resolve(ctx, e, r);
        } else if (effect instanceof Effect.CounterSpell c) {
            counter(ctx, c, r, Zone.GRAVEYARD);
        } else if (effect instanceof Effect.CounterTargeting ct) { // 702.21a: "counter that spell or ability"
            counterTargeting(ctx, ct, r);
        } else if (effect instanceof Effect.CounterSpellInstead ci) { // 614.1a: "... exile it instead"
            counter(ctx, ci.counter(), r, ci.to() == Effect.CounteredTo.EXILE ? Zone.EXILE : Zone.LIBRARY);
        } else if (effect instanceof Effect.ThatPlayerControls tc) { // 608.2h: "Counter target spell. Its controller ..."
            List<GameObject> objects = EffectSubjects.objects(ctx, tc.subject(), r);
            int controller = objects.size() != 1 ? -1 : tc.owner() ? objects.get(0).owner() : objects.get(0).controller();
            resolve(ctx, tc.effect(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), controller,
                    r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
        } else if (effect instanceof Effect.IfObjectIs io) { // 608.2c: "Counter target spell if it's blue."
            if (dev.arbiter.engine.effects.ObjectKindCondition.holds(ctx, io, r)) resolve(ctx, io.then(), r);
            else if (io.otherwise() != null) resolve(ctx, io.otherwise(), r); // 608.2c: "... instead"
        } else if (effect instanceof Effect.IfKicked k) { // 702.33d: "If this spell was kicked, counter that spell ... instead"
            Effect chosen = dev.arbiter.engine.effects.Kicked.wasKicked(ctx.s, r.source()) ? k.then() : k.otherwise();
            if (chosen != null) resolve(ctx, chosen, r);
        } else if (effect instanceof Effect.IfCondition ic) { // 608.2c: a branch that casts or pays resolves here too
            Effect chosen = dev.arbiter.engine.effects.ConditionBranches.chosen(ctx, ic, r);
            if (chosen != null) resolve(ctx, chosen, r);
        } else if (effect instanceof Effect.UnlessControllerPays u) {
            unlessPays(ctx, u, r);
        } else if (effect instanceof Effect.UnlessPays u) {
            UnlessPayments.resolve(ctx, u, r); // 118.12: a payment during the resolution needs the costs package
        } else if (UpkeepKeywords.resolve(ctx, effect, r)) {
            return; // 702.24a, 702.32a: paying to keep a permanent
        } else if (effect instanceof Effect.MayPay mp) {
            OptionalPayments.resolve(ctx, mp, r); // 608.2d, 118.3
        } else if (effect instanceof Effect.MillThenMayCastFree mc) {
            FreeCasts.mayCastMilled(ctx, mc, r); // 701.13b, 118.9: casting needs the stack package
        } else if (effect instanceof Effect.MayCastFromHandFree fc) {
            FreeCasts.mayCastFromHand(ctx, fc, r); // 118.9, 608.2g: casting needs the stack package
        } else if (effect instanceof Effect.DrawRevealMayCastOne d) {
            FreeCasts.mayCastDrawn(ctx, d, r); // 701.16a, 118.9
        } else if (effect instanceof Effect.MayPayCost mc) {
            OptionalPayments.resolve(ctx, mc, r); // 608.2d, 118.3
        } else if (effect instanceof Effect.AnyPlayerMayPayCost ac) {
            OptionalPayments.resolve(ctx, ac, r); // 101.4, 608.2d
        } else if (effect instanceof dev.arbiter.engine.ability.SourceDamageOffer d) {
            DamageOffers.resolve(ctx, d, r); // 608.2d, 101.4: "... unless [player] has ~ deal N damage to them"
        } else if (effect instanceof dev.arbiter.engine.ability.UnlessAnyPlayerPays u) {
            DamageOffers.resolve(ctx, u, r); // 118.12, 101.4: "... unless any player pays {2}"
        } else if (effect instanceof Effect.MayPayAmount ma) {
            OptionalPayments.resolve(ctx, new Effect.MayPay(ma.who(), dev.arbiter.engine.mana.ManaCost.parse("{"
                    + Math.max(0, dev.arbiter.engine.effects.PlayerAmounts.value(ctx, ma.amount(), r)) + "}"),
                    ma.ifPaid(), ma.otherwise()), r); // 107.3: "{X}, where X is ..." is that much generic mana now
        } else if (effect instanceof Effect.IfYouDo y && y.act() instanceof Effect.MayPayCost mc) {
            OptionalPayments.resolve(ctx, mc, r, false); // 608.2c: "[cost]. If you do, ..." paid whenever it can be
        } else if (effect instanceof Effect.CopyLinkedCardMayCast) {
            CardCopies.copyAndMayCast(ctx, r); // 707.12: casting during a resolution needs the stack package
        } else if (effect instanceof dev.arbiter.engine.ability.ExileTopMayCastFree et) {
            ExileTopCasting.resolve(ctx, et, r); // 406, 608.2g, 118.9
        } else if (effect instanceof dev.arbiter.engine.ability.Ripple rp) {
            Rippling.resolve(ctx, rp, r); // 702.60a: casting during a resolution needs the stack package
        } else if (effect instanceof dev.arbiter.engine.ability.ExileUntilMayCast eu) {
            ExileUntilCasting.resolve(ctx, eu, r); // 608.2g, 118.9: casting needs the stack package
        } else if (effect instanceof Effect.Cascade c) {
            Cascading.resolve(ctx, c, r); // 702.85a
        } else if (effect instanceof Effect.CastWithMadness m) {
            MadnessCasting.resolve(ctx, m, r); // 702.35a: casting during a resolution needs the stack package
        } else if (effect instanceof Effect.TopCardMayCast tc) {
            TopCardCasts.resolve(ctx, tc, r); // 608.2g: casting needs the stack package
        } else if (effect instanceof Effect.MayCastCard mc) {
            FreeCasts.mayCastCard(ctx, mc, r); // 608.2g, 601.2a: casting needs the stack package
        } else if (effect instanceof Effect.ExiledThenMayCast ec) {
            ExiledCasts.resolve(ctx, ec, r); // 608.2g, 400.7: casting needs the stack package
        } else if (effect instanceof Effect.MayCastReboundCard) {
            Rebounding.mayCast(ctx, r); // 702.88a
        } else if (Suspending.resolve(ctx, effect, r)) { // 702.62a
            return;
        } else {
            EffectResolver.resolve(ctx, effect, r);
        }
    }

    static void counter(Ctx ctx, Effect.CounterSpell c, Resolution r) {
        counter(ctx, c, r, Zone.GRAVEYARD);
    }

    /** 701.5a: the countered card goes to {@code to} (its owner's graveyard unless an effect says otherwise, 614.1a). */
    static void counter(Ctx ctx, Effect.CounterSpell c, Resolution r, Zone to) {
        if (c.spell() instanceof dev.arbiter.engine.ability.Subject.TargetObject to1) { // 115.1: a target ability on the stack
            for (dev.arbiter.engine.state.Target t : r.targetsOf(to1.index())) {
                if (t instanceof dev.arbiter.engine.state.Target.Ability a) counterAbility(ctx, c, r, a);
            }
        }
        for (GameObject o : EffectSubjects.objects(ctx, c.spell(), r)) {
            if (o.zone() != Zone.STACK) continue;
            StackItem.Spell item = spellItem(ctx, o.id());
            if (item == null) continue;
            if (Uncounterable.cantBeCountered(ctx.s, o.id())) {
                ctx.log("%s can't be countered", o.name()); // 101.2: "can't" beats the instruction to counter
                continue;
            }
            if (c.unlessPays() != null
                    && pays(ctx, item.controller(), cost(ctx, c, r), "so that " + o.name() + " isn't countered")) continue;
            ctx.log("%s is countered", o.name());
            ZoneMoves.move(ctx, o.id(), to); // to the top of its owner's library, for LIBRARY (401.1)
        }
    }

    /**
     * 701.5a, 702.21a: the spell or ability the trigger's event named, if it is still on the stack, is countered unless
     * its controller pays; a spell that can't be countered stays (101.2).
     */
    private static void counterTargeting(Ctx ctx, Effect.CounterTargeting c, Resolution r) {
        StackItem item = StackItem.byRef(ctx.s.stack(), r.thatObject());
        if (item == null) return; // 608.2b: it left the stack; nothing to counter
        String name = item instanceof StackItem.Spell sp ? ctx.s.object(sp.objectId()).name()
                : ctx.s.object(((StackItem.AbilityOnStack) item).source()).name() + "'s ability";
        if (item instanceof StackItem.Spell sp && Uncounterable.cantBeCountered(ctx.s, sp.objectId())) {
            ctx.log("%s can't be countered", name);
            return;
        }
        if (c.unlessPays() != null && pays(ctx, item.controller(), c.unlessPays(), "so that " + name + " isn't countered")) return;
        ctx.log("%s is countered", name);
        if (item instanceof StackItem.Spell sp) {
            ZoneMoves.move(ctx, sp.objectId(), Zone.GRAVEYARD); // 701.5a: a countered spell goes to its owner's graveyard
        } else {
            ctx.s = ctx.s.withStack(ctx.s.stack().remove(item)); // 701.5a: a countered ability ceases to exist
        }
    }

    /** 701.5a: a countered activated or triggered ability is removed from the stack; it doesn't resolve (113.1c). */
    private static void counterAbility(Ctx ctx, Effect.CounterSpell c, Resolution r, dev.arbiter.engine.state.Target.Ability a) {
        StackItem item = StackItem.byRef(ctx.s.stack(), -2 - a.stackId());
        if (item == null) return; // 608.2b: it already left the stack
        String name = a.name(ctx.s);
        if (c.unlessPays() != null && pays(ctx, item.controller(), cost(ctx, c, r), "so that " + name + " isn't countered")) return;
        ctx.log("%s is countered", name);
        ctx.s = ctx.s.withStack(ctx.s.stack().remove(item));
    }

    /** The cost to keep the spell: X is the countering spell's X (107.3a), repeated "for each" (107.1). */
    private static ManaCost cost(Ctx ctx, Effect.CounterSpell c, Resolution r) {
        ManaCost one = c.unlessPays().withX(Math.max(0, r.x()));
        if (c.times() == null) return one;
        int n = dev.arbiter.engine.effects.PlayerAmounts.value(ctx, c.times(), r);
        int generic = 0;
        List<dev.arbiter.engine.mana.ManaSymbol> rest = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (dev.arbiter.engine.mana.ManaSymbol m : one.symbols()) {
                if (m instanceof dev.arbiter.engine.mana.ManaSymbol.Generic g) generic += g.amount();
                else rest.add(m);
            }
        }
        if (generic > 0) rest.add(0, new dev.arbiter.engine.mana.ManaSymbol.Generic(generic)); // {1} five times is {5}
        return new ManaCost(rest);
    }

    private static StackItem.Spell spellItem(Ctx ctx, int id) {
        for (StackItem i : ctx.s.stack()) if (i instanceof StackItem.Spell sp && sp.objectId() == id) return sp;
        return null;
    }

    /** 118.12: the object's controller may pay; the effect happens unless they do. */
    private static void unlessPays(Ctx ctx, Effect.UnlessControllerPays u, Resolution r) {
        List<GameObject> objects = EffectSubjects.objects(ctx, u.object(), r);
        if (objects.size() == 1) {
            GameObject o = objects.get(0);
            String what = "so that " + o.name() + " isn't affected";
            if (pays(ctx, o.controller(), u.cost().withX(Math.max(0, r.x())), what)) return;
        }
        resolve(ctx, u.effect(), r);
    }

    /** Offers {@code player} to pay {@code cost}; true if they paid it. */
    private static boolean pays(Ctx ctx, int player, ManaCost cost, String why) {
        if (!CostPayment.canPayMana(ctx.s, player, -1, cost)) return false;
        Choice c = ctx.ask(new Decision.Option(player, "Pay " + cost + " " + why + "?",
                List.of(PAY + " " + cost, DECLINE)));
        if (((Choice.ChooseOption) c).index() != 0) return false;
        CostPayment.payMana(ctx, player, -1, cost, List.of());
        ctx.log("%s pays %s", ctx.s.player(player).name(), cost);
        return true;
    }
}
