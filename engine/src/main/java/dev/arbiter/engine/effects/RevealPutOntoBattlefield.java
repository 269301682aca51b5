package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Reveal the top N cards of your library. Put a [filter] card from among them onto the battlefield [with counters].
 * [It ...]. Then shuffle." (701.16a, 110.4a, 122.6, 608.2c, 701.20a): the revealed cards stay in the library until the
 * shuffle; the one put enters with its counters (an entering replacement, 614.1c) and the sentences after name it.
 */
final class RevealPutOntoBattlefield {
    private RevealPutOntoBattlefield() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.RevealTopPutOntoBattlefieldThenShuffle e)) return false;
        int player = r.controller();
        int n = Math.min(PlayerAmounts.value(ctx, e.amount(), r), ctx.s.player(player).library().size());
        List<Integer> top = new ArrayList<>(ctx.s.player(player).library().take(Math.max(n, 0)).asJava());
        List<String> names = new ArrayList<>();
        for (int id : top) names.add(ctx.s.object(id).name());
        ctx.log("%s reveals %s", ctx.s.player(player).name(), names.isEmpty() ? "no cards" : String.join(", ", names)); // 701.16a
        List<Integer> matching = new ArrayList<>();
        for (int id : top) {
            GameObject o = ctx.s.object(id);
            if (o.card().isPermanentCard() && Affecting.matches(ctx.s, r.source(), e.filter(), o, Layers.of(ctx.s, id))) {
                matching.add(id); // 110.4a: only a permanent card can be put onto the battlefield
            }
        }
        if (!matching.isEmpty()) {
            int chosen = matching.get(0);
            if (matching.size() > 1) {
                Choice c = ctx.ask(new Decision.Objects(player, "Choose a card to put onto the battlefield", matching, 1, 1));
                chosen = ((Choice.ChooseObjects) c).ids().get(0);
            }
            ctx.log("%s puts %s onto the battlefield", ctx.s.player(player).name(), ctx.s.object(chosen).name());
            EnteringWith with = e.counters() > 0 ? new EnteringWith(false, Counters.NONE.plus(e.counterKind(), e.counters()))
                    : EnteringWith.NONE;
            ZoneMoves.moveAllToBattlefield(ctx, List.of(chosen), id -> player, with); // 110.2a: under the player's control
            if (e.then() != null && ctx.s.object(chosen).zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD) {
                EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                        r.thatPlayer(), chosen, r.chosenMana(), r.sourceZoneChanges())); // 608.2c: "it" is the permanent put
            }
        }
        Shuffling.shuffleLibrary(ctx, player); // 701.20a
        return true;
    }
}
