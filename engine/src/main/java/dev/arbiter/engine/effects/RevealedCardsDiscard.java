package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "Target player reveals X cards from their hand. You choose one of them. That player discards that card." (701.16a,
 * 701.8a): the player chooses which N cards of their hand to reveal (all of them if they hold fewer), the controller
 * of the spell or ability chooses one of the revealed cards, and that player discards it. Players in APNAP order (101.4).
 */
final class RevealedCardsDiscard {
    private RevealedCardsDiscard() {
    }

    static boolean resolve(Ctx ctx, Effect.RevealCardsDiscardChosen e, Resolution r) {
        int n = Math.max(0, PlayerAmounts.value(ctx, e.reveal(), r));
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            List<Integer> hand = new ArrayList<>(ctx.s.player(p).hand().asJava());
            int k = Math.min(n, hand.size());
            if (k == 0) continue;
            List<Integer> revealed = k == hand.size() ? hand : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(p,
                    "Reveal " + k + " card" + (k == 1 ? "" : "s") + " from your hand", hand, k, k))).ids();
            if (ctx.logging()) {
                List<String> names = new ArrayList<>();
                for (int id : revealed) names.add(ctx.s.object(id).name());
                ctx.log("%s reveals %s", ctx.s.player(p).name(), String.join(", ", names));
            }
            int card = revealed.size() == 1 ? revealed.get(0) : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(r.controller(),
                    "Choose a card of " + ctx.s.player(p).name() + " to discard", revealed, 1, 1))).ids().get(0);
            String name = ctx.s.object(card).name();
            ZoneMoves.move(ctx, card, Zone.GRAVEYARD); // 701.8a
            ctx.log("%s discards %s", ctx.s.player(p).name(), name);
        }
        return true;
    }
}
