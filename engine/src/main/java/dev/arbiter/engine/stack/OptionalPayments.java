package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectSubjects;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.proc.Ctx;

import java.util.List;

/**
 * "[player] may pay {cost}. If [they] do, ... [Otherwise, ...]" (608.2d): the player chooses as the
 * effect resolves; nobody pays what they can't (118.3), so a player unable to pay takes the
 * "otherwise" branch. Paying mana during a resolution needs the costs package, hence the stack
 * package carries this out (as for "counter ... unless its controller pays", {@link Countering}).
 */
final class OptionalPayments {

    private OptionalPayments() {
    }

    static void resolve(Ctx ctx, Effect.MayPay mp, Resolution r) {
        for (int p : EffectSubjects.players(ctx, mp.who(), r)) {
            Resolution mine = mp.who() instanceof Who.You ? r : new Resolution(r.source(), r.controller(), r.targets(),
                    r.x(), p, r.thatObject(), r.chosenMana(), r.sourceZoneChanges());
            boolean paid = false;
            if (CostPayment.canPayMana(ctx.s, p, -1, mp.cost().withX(0))) {
                Choice c = ctx.ask(new Decision.Option(p, "Pay " + mp.cost() + "?", List.of("yes", "no")));
                if (((Choice.ChooseOption) c).index() == 0) {
                    // 107.3a, 601.2b: "you may pay {X}": the payer chooses X as they pay; X in what follows is that value
                    int x = mp.cost().hasX() ? Announcements.announceX(ctx, p, mp.cost(), "the payment") : r.x();
                    CostPayment.payMana(ctx, p, -1, mp.cost().withX(x), List.of());
                    ctx.log("%s pays %s", ctx.s.player(p).name(), mp.cost().withX(x));
                    paid = true;
                    if (mp.cost().hasX()) mine = new Resolution(mine.source(), mine.controller(), mine.targets(), x,
                            mine.thatPlayer(), mine.thatObject(), mine.chosenMana(), mine.sourceZoneChanges());
                }
            }
            if (!paid) ctx.log("%s doesn't pay %s", ctx.s.player(p).name(), mp.cost());
            Effect next = paid ? mp.ifPaid() : mp.otherwise();
            if (next != null) Countering.resolve(ctx, next, mine);
        }
    }

    /**
     * "Any player may [cost]. If a player does, ..." (101.4, 608.2d): offered in turn order from the active player to each
     * player named who can pay (118.3) until one pays; what follows happens once, "that player" being the payer.
     */
    static void resolve(Ctx ctx, Effect.AnyPlayerMayPayCost ac, Resolution r) {
        String text = ac.cost().text();
        for (int p : EffectSubjects.players(ctx, ac.who(), r)) {
            if (!CostPayment.canPayNonMana(ctx.s, p, ctx.s.object(r.source()), ac.cost())
                    || !CostPayment.canPayMana(ctx.s, p, -1, ac.cost().mana())) {
                continue;
            }
            Choice c = ctx.ask(new Decision.Option(p, "Pay " + text + "?", List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) {
                ctx.log("%s doesn't pay %s", ctx.s.player(p).name(), text);
                continue;
            }
            CostPayment.payNonMana(ctx, p, r.source(), ac.cost());
            if (!ac.cost().mana().isEmpty()) CostPayment.payMana(ctx, p, -1, ac.cost().mana(), List.of());
            ctx.log("%s pays %s", ctx.s.player(p).name(), text);
            if (ac.ifPaid() != null) {
                Countering.resolve(ctx, ac.ifPaid(), new Resolution(r.source(), r.controller(), r.targets(), r.x(), p,
                        r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            }
            return;
        }
    }

    /** "You may [cost]. If you do, ..." with a cost beyond mana (608.2d): offered only if it can be paid (118.3). */
    static void resolve(Ctx ctx, Effect.MayPayCost mc, Resolution r) {
        resolve(ctx, mc, r, true);
    }

    /** Not {@code asked}: "[cost]. If you do, ..." without "may" (608.2c): paid whenever it can be (118.3). */
    static void resolve(Ctx ctx, Effect.MayPayCost mc, Resolution r, boolean asked) {
        for (int p : EffectSubjects.players(ctx, mc.who(), r)) {
            Resolution mine = mc.who() instanceof Who.You ? r : new Resolution(r.source(), r.controller(), r.targets(),
                    r.x(), p, r.thatObject(), r.chosenMana(), r.sourceZoneChanges());
            boolean paid = false;
            String text = mc.cost().text();
            if (CostPayment.canPayNonMana(ctx.s, p, ctx.s.object(r.source()), mc.cost())
                    && CostPayment.canPayMana(ctx.s, p, -1, mc.cost().mana())) {
                if (!asked || ((Choice.ChooseOption) ctx.ask(new Decision.Option(p, "Pay " + text + "?", List.of("yes", "no"))))
                        .index() == 0) {
                    if (dev.arbiter.engine.util.RecordTrees.contains(mc.ifPaid(), dev.arbiter.engine.ability.Amount.SacrificedStat.class)) {
                        // 608.2h: "If you do, ... the sacrificed creature's toughness": remembered for this resolution
                        CostPayment.payNonMana(ctx, p, r.source(), mc.cost(), ctx.resolvingAbility < 0 ? r.source() : -1,
                                ctx.resolvingAbility);
                    } else {
                        CostPayment.payNonMana(ctx, p, r.source(), mc.cost());
                    }
                    if (!mc.cost().mana().isEmpty()) CostPayment.payMana(ctx, p, -1, mc.cost().mana(), List.of());
                    ctx.log("%s pays %s", ctx.s.player(p).name(), text);
                    paid = true;
                }
            }
            if (!paid) ctx.log("%s doesn't pay %s", ctx.s.player(p).name(), text);
            Effect next = paid ? mc.ifPaid() : mc.otherwise();
            if (next != null) Countering.resolve(ctx, next, mine);
        }
    }
}
