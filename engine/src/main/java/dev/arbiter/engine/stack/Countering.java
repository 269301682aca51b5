package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectResolver;
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
            counter(ctx, c, r);
        } else if (effect instanceof Effect.UnlessPays u) {
            UnlessPayments.resolve(ctx, u, r); // 118.12: a payment during the resolution needs the costs package
        } else if (UpkeepKeywords.resolve(ctx, effect, r)) {
            return; // 702.24a, 702.32a: paying to keep a permanent
        } else if (effect instanceof Effect.MayPay mp) {
            OptionalPayments.resolve(ctx, mp, r); // 608.2d, 118.3
        } else if (effect instanceof Effect.CopyLinkedCardMayCast) {
            CardCopies.copyAndMayCast(ctx, r); // 707.12: casting during a resolution needs the stack package
        } else {
            EffectResolver.resolve(ctx, effect, r);
        }
    }

    static void counter(Ctx ctx, Effect.CounterSpell c, Resolution r) {
        for (GameObject o : EffectResolver.objects(ctx, c.spell(), r)) {
            if (o.zone() != Zone.STACK) continue;
            StackItem.Spell item = spellItem(ctx, o.id());
            if (item == null) continue;
            if (Uncounterable.cantBeCountered(ctx.s, o.id())) {
                ctx.log("%s can't be countered", o.name()); // 101.2: "can't" beats the instruction to counter
                continue;
            }
            if (c.unlessPays() != null && pays(ctx, item.controller(), c.unlessPays(), o.name())) continue;
            ctx.log("%s is countered", o.name());
            ZoneMoves.move(ctx, o.id(), Zone.GRAVEYARD);
        }
    }

    private static StackItem.Spell spellItem(Ctx ctx, int id) {
        for (StackItem i : ctx.s.stack()) if (i instanceof StackItem.Spell sp && sp.objectId() == id) return sp;
        return null;
    }

    /** Offers {@code player} to pay {@code cost}; true if they paid it. */
    private static boolean pays(Ctx ctx, int player, ManaCost cost, String spell) {
        if (!CostPayment.canPayMana(ctx.s, player, -1, cost)) return false;
        Choice c = ctx.ask(new Decision.Option(player, "Pay " + cost + " so that " + spell + " isn't countered?",
                List.of(PAY + " " + cost, DECLINE)));
        if (((Choice.ChooseOption) c).index() != 0) return false;
        CostPayment.payMana(ctx, player, -1, cost, List.of());
        ctx.log("%s pays %s", ctx.s.player(player).name(), cost);
        return true;
    }
}
