package dev.arbiter.engine.turn;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;

/** Effects that last "until your next turn" (611.2a, 701.38a) end as that player's next turn begins. */
final class UntilNextTurn {
    private UntilNextTurn() {
    }

    /** {@code s} without the "until your next turn" effects of {@code player} (or, in Two-Headed Giant, of their team). */
    static GameState end(GameState s, int player) {
        if (!s.effects().exists(e -> e.duration() == Duration.UNTIL_YOUR_NEXT_TURN)) return s;
        return s.withEffects(s.effects().filter(e -> !(e.duration() == Duration.UNTIL_YOUR_NEXT_TURN && ends(s, e, player))));
    }

    /** 611.2a: {@code s} without the "until your next upkeep" effects of {@code player}, whose upkeep step begins. */
    static GameState endAtUpkeep(GameState s, int player) {
        if (!s.effects().exists(e -> e.duration() == Duration.UNTIL_YOUR_NEXT_UPKEEP)) return s;
        return s.withEffects(s.effects().filter(e -> !(e.duration() == Duration.UNTIL_YOUR_NEXT_UPKEEP && ends(s, e, player))));
    }

    private static boolean ends(GameState s, ContinuousEffect e, int player) {
        if (e.controller() == player) return true;
        return s.config().twoHeadedGiant() && e.controller() >= 0
                && s.player(e.controller()).team() == s.player(player).team(); // 810: the team's turn
    }
}
