package dev.arbiter.engine.effects;

import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

/**
 * Drawing cards (seed 423 / current 121). A draw puts the top card of the player's library into
 * their hand (423.1); several draws are that many single draws (423.2); a draw from an empty
 * library is remembered so the player loses at the next state-based check (423.4).
 */
public final class Drawing {
    private Drawing() {
    }

    /** One draw (seed 423.1). */
    public static void drawOne(Ctx ctx, int player) {
        drawOne(ctx, player, true);
    }

    private static void drawOne(Ctx ctx, int player, boolean logEach) {
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return;
        if (p.library().isEmpty()) {
            // 423.4: the attempt is the loss condition; nothing moves.
            ctx.s = ctx.s.withPlayer(p.withDrewFromEmptyLibrary(true));
            ctx.log("%s attempts to draw from an empty library", p.name());
            return;
        }
        int card = p.library().head();
        ZoneMoves.move(ctx, card, Zone.HAND);
        if (logEach && ctx.logging()) ctx.log("%s draws a card", p.name());
        Triggers.emit(ctx, new GameEvent.CardDrawn(player, card));
    }

    /** {@code n} individual draws (seed 423.2). */
    public static void draw(Ctx ctx, int player, int n) {
        if (n == 1) {
            drawOne(ctx, player, true);
            return;
        }
        int before = ctx.s.player(player).hand().size();
        for (int i = 0; i < n; i++) drawOne(ctx, player, false);
        int drawn = ctx.s.player(player).hand().size() - before;
        if (ctx.logging() && drawn > 0) ctx.log("%s draws %d cards", ctx.s.player(player).name(), drawn);
    }

    /**
     * Several players draw (seed 423.2a): the active player performs all their draws first, then
     * each other player in turn order. {@code counts[p]} is how many player p draws.
     */
    public static void drawInTurnOrder(Ctx ctx, int[] counts) {
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        for (int k = 0; k < n; k++) {
            int p = (active + k) % n;
            if (counts[p] > 0) draw(ctx, p, counts[p]);
        }
    }
}
