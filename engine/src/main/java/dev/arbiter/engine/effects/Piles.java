package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Revealed cards separated into two piles (700.3): one player puts each revealed card into one of two piles (either may
 * be empty), the other chooses a pile; the chosen pile goes to the controller's hand and the other to the graveyard.
 * "An opponent" is the only opponent, or the one the controller names.
 */
final class Piles {
    private Piles() {
    }

    static void resolve(Ctx ctx, Effect.RevealTopPiles e, Resolution r) {
        int you = r.controller();
        int n = PlayerAmounts.value(ctx, e.count(), r);
        List<Integer> revealed = new ArrayList<>(ctx.s.player(you).library().take(Math.max(0, n)).asJava());
        List<String> names = new ArrayList<>();
        for (int id : revealed) names.add(ctx.s.object(id).name());
        ctx.log("%s reveals %s", ctx.s.player(you).name(), revealed.isEmpty() ? "nothing" : String.join(", ", names));
        if (revealed.isEmpty()) return;
        int opponent = opponent(ctx, you);
        int separator = e.opponentSeparates() ? opponent : you;
        int chooser = e.opponentSeparates() ? you : opponent;
        Choice split = ctx.ask(new Decision.Objects(separator, "Put cards into the first pile (the rest are the second)",
                revealed, 0, revealed.size()));
        List<Integer> first = ((Choice.ChooseObjects) split).ids();
        List<Integer> second = new ArrayList<>(revealed);
        second.removeAll(first);
        Choice pick = ctx.ask(new Decision.Option(chooser, "Choose the pile " + ctx.s.player(you).name() + " puts into their hand",
                List.of("pile 1: " + describe(ctx, first), "pile 2: " + describe(ctx, second))));
        boolean firstChosen = ((Choice.ChooseOption) pick).index() == 0;
        List<Integer> hand = firstChosen ? first : second;
        List<Integer> graveyard = firstChosen ? second : first;
        for (int id : hand) ZoneMoves.move(ctx, id, Zone.HAND);
        for (int id : graveyard) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        ctx.log("%s puts %s into their hand and %s into their graveyard", ctx.s.player(you).name(), describe(ctx, hand),
                describe(ctx, graveyard));
    }

    private static String describe(Ctx ctx, List<Integer> pile) {
        if (pile.isEmpty()) return "nothing";
        List<String> names = new ArrayList<>();
        for (int id : pile) names.add(ctx.s.object(id).name());
        return String.join(", ", names);
    }

    /** "An opponent": the only one in the game, or the one the controller names (with none left, the controller). */
    private static int opponent(Ctx ctx, int you) {
        List<Integer> opponents = new ArrayList<>();
        for (int q = 0; q < ctx.s.playerCount(); q++) {
            if (ctx.s.areOpponents(you, q) && ctx.s.player(q).inGame()) opponents.add(q);
        }
        if (opponents.isEmpty()) return you;
        if (opponents.size() == 1) return opponents.get(0);
        List<String> names = opponents.stream().map(q -> ctx.s.player(q).name()).toList();
        Choice c = ctx.ask(new Decision.Option(you, "Choose an opponent", names));
        return opponents.get(((Choice.ChooseOption) c).index());
    }
}
