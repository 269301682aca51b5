package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;

/** Shuffling a library (701.20) with the game's seeded generator: a Fisher-Yates shuffle. */
public final class Shuffling {
    private Shuffling() {
    }

    public static void shuffleLibrary(Ctx ctx, int player) {
        PlayerState p = ctx.s.player(player);
        Integer[] cards = p.library().toJavaArray(Integer[]::new);
        Rng rng = ctx.s.rng();
        for (int i = cards.length - 1; i > 0; i--) {
            int j = rng.below(i + 1);
            rng = rng.next();
            Integer t = cards[i];
            cards[i] = cards[j];
            cards[j] = t;
        }
        ctx.s = ctx.s.withRng(rng).withPlayer(p.withLibrary(Vector.of(cards)));
    }
}
