package dev.arbiter.engine.events;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

/**
 * Keeps each player's {@link PlayerState.OwnTurns}: which turn was their last, and whether during
 * it they cast a spell or put a nontoken permanent onto the battlefield (Arboria's condition).
 */
public final class OwnTurnRecord {
    private OwnTurnRecord() {
    }

    /** A new turn of {@code player} begins. */
    public static GameState turnBegins(GameState s, int player, int turn) {
        PlayerState p = s.player(player);
        return s.withPlayer(p.withOwnTurns(new PlayerState.OwnTurns(turn, p.ownTurns().acted(), p.ownTurns().upkeepBegan(), p.ownTurns().lastUpkeepBegan())));
    }

    /** Notes a spell cast or a nontoken permanent put onto the battlefield by the active player. */
    public static void note(Ctx ctx, GameEvent e) {
        int active = ctx.s.turn().active();
        boolean acted = e instanceof GameEvent.SpellCast c && c.player() == active
                || e instanceof GameEvent.ZoneChange z && z.to() == Zone.BATTLEFIELD && !z.after().token()
                && z.after().controller() == active;
        if (!acted) return;
        int turn = ctx.s.turn().number();
        PlayerState p = ctx.s.player(active);
        if (p.ownTurns().last() == turn && p.ownTurns().acted() == turn) return; // already noted this turn
        ctx.s = ctx.s.withPlayer(p.withOwnTurns(new PlayerState.OwnTurns(turn, turn, p.ownTurns().upkeepBegan(), p.ownTurns().lastUpkeepBegan())));
    }
}
