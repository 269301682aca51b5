package dev.arbiter.engine.effects;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * Discarding (701.8): moving cards from a player's hand to their graveyard. The player chooses the
 * cards unless the effect says "at random" (701.8b); random choices come from the game's seeded
 * generator, so a game replays exactly. A player with fewer cards discards them all.
 */
public final class Discarding {
    private Discarding() {
    }

    /** "Discard up to N cards" (701.8a): the player chooses zero to N cards of their hand; returns those discarded. */
    public static List<Integer> discardUpTo(Ctx ctx, int player, int n) {
        PlayerState p = ctx.s.player(player);
        int max = Math.min(n, p.hand().size());
        if (max <= 0) return List.of();
        Choice c = ctx.ask(new Decision.Objects(player, "Discard up to " + max + " card" + (max == 1 ? "" : "s"),
                p.hand().asJava(), 0, max));
        List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
        for (int id : List.copyOf(chosen)) {
            String name = ctx.s.object(id).name();
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            ctx.log("%s discards %s", p.name(), name);
        }
        return List.copyOf(chosen);
    }

    /** Discards and returns the cards discarded (their ids in the hand). */
    public static List<Integer> discard(Ctx ctx, int player, int n, boolean atRandom) {
        PlayerState p = ctx.s.player(player);
        int count = Math.min(n, p.hand().size());
        if (count <= 0) return List.of();
        List<Integer> chosen;
        if (atRandom) {
            List<Integer> hand = new ArrayList<>(p.hand().asJava());
            chosen = new ArrayList<>();
            Rng rng = ctx.s.rng();
            for (int i = 0; i < count; i++) {
                chosen.add(hand.remove(rng.below(hand.size())));
                rng = rng.next();
            }
            ctx.s = ctx.s.withRng(rng);
        } else if (count == p.hand().size()) {
            chosen = p.hand().asJava();
        } else {
            Choice c = ctx.ask(new Decision.Objects(player, "Discard " + count + " card" + (count == 1 ? "" : "s"),
                    p.hand().asJava(), count, count));
            chosen = ((Choice.ChooseObjects) c).ids();
        }
        for (int id : List.copyOf(chosen)) {
            String name = ctx.s.object(id).name();
            ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            ctx.log("%s discards %s%s", p.name(), name, atRandom ? " at random" : "");
        }
        return List.copyOf(chosen);
    }
}
