package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerStatus;

/**
 * An effect that says a player wins (104.2b) or loses (104.3e) the game: a win ends the game at
 * once; a loss takes the player out, and the game ends when one team remains (104.2a), checked
 * as state-based actions are.
 */
final class GameResults {
    private GameResults() {
    }

    static void apply(Ctx ctx, int player, boolean wins, String source) {
        if (!ctx.s.player(player).inGame() || ctx.s.isOver()) return;
        if (wins) {
            GameEnd.win(ctx, player, source);
            return;
        }
        if (Prohibitions.cantLose(ctx.s, player)) { // 104.3: "can't lose the game"
            ctx.log("%s can't lose the game (104.3)", ctx.s.player(player).name());
            return;
        }
        int instead = LoseGameReplacement.source(ctx.s, player); // 614.1a: "if you would lose the game, instead ..."
        if (instead >= 0) {
            LoseGameReplacement.apply(ctx, player, instead);
            return;
        }
        ctx.s = ctx.s.withPlayer(ctx.s.player(player).withStatus(PlayerStatus.LOST));
        ctx.log("%s loses the game: %s (104.3e)", ctx.s.player(player).name(), source);
        GameEnd.check(ctx);
    }
}
