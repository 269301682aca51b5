package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.SourceDamageOffer;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectSubjects;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.proc.Ctx;

import java.util.List;

/**
 * A player's choice to be dealt damage by the source so that an effect doesn't happen, or so that another does (608.2d,
 * 101.4: "[effect] unless that player has ~ deal 4 damage to them", "Any opponent may have it deal 5 damage to them.
 * If a player does, ..."). The damage is dealt by the source as the choice is made (120.3); whether it is prevented
 * doesn't undo the choice.
 */
final class DamageOffers {

    private DamageOffers() {
    }

    static void resolve(Ctx ctx, SourceDamageOffer d, Resolution r) {
        int accepted = -1;
        String source = ctx.s.object(r.source()).name();
        for (int p : EffectSubjects.players(ctx, d.who(), r)) {
            Choice c = ctx.ask(new Decision.Option(p, "Have " + source + " deal " + d.amount() + " damage to you?",
                    List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) {
                ctx.log("%s doesn't have %s deal %d damage to them", ctx.s.player(p).name(), source, d.amount());
                continue;
            }
            ctx.log("%s has %s deal %d damage to them", ctx.s.player(p).name(), source, d.amount());
            Countering.resolve(ctx, new Effect.DealDamage(new Amount.Fixed(d.amount()), new Recipient.Player(new Who.ThatPlayer())),
                    that(r, p));
            accepted = p;
            if (d.anyOne()) break;
        }
        Effect next = accepted >= 0 ? d.ifDealt() : d.otherwise();
        if (next != null) Countering.resolve(ctx, next, accepted >= 0 ? that(r, accepted) : r);
    }

    /** 118.12, 101.4: "[effect] unless any player pays [cost]": the first who pays stops it; nobody paying, it happens once. */
    static void resolve(Ctx ctx, dev.arbiter.engine.ability.UnlessAnyPlayerPays u, Resolution r) {
        dev.arbiter.engine.ability.Cost cost = new dev.arbiter.engine.ability.Cost(u.cost().mana().withX(Math.max(0, r.x())),
                u.cost().parts()); // 107.3a: the spell's X
        String text = cost.text();
        for (int p : EffectSubjects.players(ctx, u.who(), r)) {
            if (!dev.arbiter.engine.costs.CostPayment.canPayNonMana(ctx.s, p, ctx.s.object(r.source()), cost)
                    || !dev.arbiter.engine.costs.CostPayment.canPayMana(ctx.s, p, -1, cost.mana())) {
                continue; // 118.3: nobody pays what they can't
            }
            Choice c = ctx.ask(new Decision.Option(p, "Pay " + text + "?", List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) continue;
            dev.arbiter.engine.costs.CostPayment.payNonMana(ctx, p, r.source(), cost);
            if (!cost.mana().isEmpty()) dev.arbiter.engine.costs.CostPayment.payMana(ctx, p, -1, cost.mana(), List.of());
            ctx.log("%s pays %s", ctx.s.player(p).name(), text);
            return;
        }
        ctx.log("no player pays %s", text);
        Countering.resolve(ctx, u.effect(), r);
    }

    private static Resolution that(Resolution r, int player) {
        return new Resolution(r.source(), r.controller(), r.targets(), r.x(), player, r.thatObject(), r.chosenMana(),
                r.sourceZoneChanges());
    }
}
