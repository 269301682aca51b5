package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.LifeTotals;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * Paying "have an opponent gain N life" / "have each other player gain N life" (118.9 alternative costs, 119.1): the
 * payer chooses the opponent (asked only when there are several); each other player in the game otherwise.
 */
final class OthersGainingLife {
    private OthersGainingLife() {
    }

    static void pay(Ctx ctx, int payer, CostPart.OthersGainLife g) {
        List<Integer> players = new ArrayList<>();
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            if (p == payer || !ctx.s.player(p).inGame()) continue;
            if (g.each() || ctx.s.areOpponents(payer, p)) players.add(p); // 102.2: "each other player" includes teammates
        }
        if (!g.each() && players.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int p : players) names.add(ctx.s.player(p).name());
            Choice c = ctx.ask(new Decision.Option(payer, "Choose the opponent who gains " + g.amount() + " life", names));
            players = List.of(players.get(((Choice.ChooseOption) c).index()));
        }
        for (int p : players) {
            ctx.log("%s has %s gain %d life as a cost", ctx.s.player(payer).name(), ctx.s.player(p).name(), g.amount());
            LifeTotals.gain(ctx, p, g.amount()); // 119.7: none if that player can't gain life
        }
    }
}
