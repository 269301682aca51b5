package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;

/**
 * The first card a player draws in their own draw step (504.1): the draw step's turn-based draw, or the first draw that
 * replaces it ("except the first one you draw in each of your draw steps", 614.1a). Draws later in the step, after
 * players get priority, are not the first.
 */
public final class DrawStepDraws {
    private DrawStepDraws() {
    }

    /** 504.1: the active player draws a card as the draw step begins. */
    public static void turnBasedDraw(Ctx ctx, int active) {
        int outer = ctx.drawStepBase;
        ctx.drawStepBase = ctx.s.turn().history().cardsDrawn(active);
        try {
            Drawing.drawOne(ctx, active);
        } finally {
            ctx.drawStepBase = outer;
        }
    }

    /** Whether a draw by {@code player} now would be the first card they draw in their draw step. */
    static boolean first(Ctx ctx, int player) {
        return ctx.drawStepBase >= 0 && player == ctx.s.turn().active()
                && ctx.s.turn().history().cardsDrawn(player) == ctx.drawStepBase;
    }
}
