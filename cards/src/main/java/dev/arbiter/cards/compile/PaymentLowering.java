package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.mana.ManaCost;

/** Lowers the mana payments an effect offers ("you may pay {N}", "unless its controller pays") and checks where an optional payment may stand (608.2d, 118.12). */
final class PaymentLowering {

    private final EffectLowering base;
    private final ParseContext ctx;

    PaymentLowering(EffectLowering base, ParseContext ctx) {
        this.base = base;
        this.ctx = ctx;
    }

    /** "you may pay {N}. If you do, ..." (608.2d). */
    Effect mayPay(EffectNode.May m, EffectNode.PayMana p) {
        Who payer = m.who() instanceof PlayerRef.You ? new Who.You() : base.player(m.who());
        if (!(payer instanceof Who.You || payer instanceof Who.ThatPlayer)) throw new NotSupported("another player paying mana");
        ManaCost cost;
        try {
            cost = ManaCost.parse(p.cost());
        } catch (IllegalArgumentException e) {
            throw new NotSupported("paying " + p.cost());
        }
        Effect then;
        if (cost.hasX() && base.whereX() != null) { // 107.3: "you may pay {X}, where X is [amount]": that much generic mana
            if (!cost.toString().equals("{X}")) throw new NotSupported("paying " + cost + " where X is defined");
            then = m.ifTheyDo() == null ? null : base.lower(m.ifTheyDo());
            Effect otherwise = m.otherwise() == null ? null : base.lower(m.otherwise());
            if (then == null && otherwise == null) throw new NotSupported("paying mana for nothing");
            return new Effect.MayPayAmount(payer, base.whereX(), then, otherwise);
        }
        if (cost.hasX()) { // 107.3a: "you may pay {X}. If you do, [X]": X is chosen as it is paid
            if (ctx.xAvailable()) throw new NotSupported("paying {X} beside another X");
            if (m.ifTheyDo() == null || m.otherwise() != null || !(payer instanceof Who.You)) {
                throw new NotSupported("\"you may pay {X}\" with nothing depending on it, or \"if you don't\"");
            }
            ctx.xPaidOnResolution(true);
            try {
                then = base.lower(m.ifTheyDo());
            } finally {
                ctx.xPaidOnResolution(false);
            }
        } else {
            then = m.ifTheyDo() == null ? null : base.lower(m.ifTheyDo());
        }
        Effect otherwise = m.otherwise() == null ? null : base.lower(m.otherwise());
        if (then == null && otherwise == null) throw new NotSupported("paying mana for nothing");
        return new Effect.MayPay(payer, cost, then, otherwise);
    }

    /** 118.12: "its" is the one object the effect targets; its controller may pay to stop the effect. */
    Effect unlessControllerPays(EffectNode.UnlessControllerPays u) {
        int before = ctx.targets().size();
        Effect e = base.lower(u.effect());
        noPaymentInside(e);
        if (e instanceof Effect.UnlessControllerPays || e instanceof Effect.Sequence || e instanceof Effect.Optional) {
            throw new NotSupported("\"unless its controller pays\" after several effects");
        }
        if (ctx.targets().size() != before + 1 || !(ctx.lastObject() instanceof Subject.TargetObject t) || t.index() != before) {
            throw new NotSupported("\"unless its controller pays\" with no one targeted object");
        }
        ManaCost cost = ManaCost.parse(u.cost());
        if (cost.hasX() && !(base.amountOf(new AmountNode.X()) instanceof Amount.X)) {
            throw new NotSupported("paying {X} where X is defined by the text");
        }
        return new Effect.UnlessControllerPays(t, cost, e);
    }

    /** 608.2d: an optional payment is carried out by the stack, so it may only stand at the top of an effect. */
    static void noPaymentInside(Effect e) {
        if (e instanceof Effect.MayPay || e instanceof Effect.MayPayCost || e instanceof Effect.IfYouDo
                || e instanceof Effect.MayPayAmount) throw new NotSupported("an optional payment inside another effect");
        if (e instanceof Effect.Sequence s) for (Effect part : s.effects()) noPaymentInside(part);
    }
}
