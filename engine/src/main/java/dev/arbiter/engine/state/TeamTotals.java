package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/** Life and poison changes: in Two-Headed Giant the team's shared total, shown on each member (810.9, 810.10). */
final class TeamTotals {
    private TeamTotals() {
    }

    /**
     * Sets {@code player}'s life total; every life change goes through here. In Two-Headed Giant
     * the team has one shared life total (810.4, 810.9), which each member's total shows (810.9a).
     */
    static GameState withLife(GameState s, int player, int life) {
        Vector<PlayerState> players = s.players();
        if (!s.config().twoHeadedGiant()) return s.withPlayer(players.get(player).withLife(life));
        Vector<PlayerState> ps = players;
        for (PlayerState q : players) if (q.team() == players.get(player).team()) ps = ps.update(q.id(), q.withLife(life));
        return s.withPlayers(ps);
    }

    /** Sets {@code player}'s poison counters; in Two-Headed Giant they are shared by the team (810.10, 810.10a). */
    static GameState withPoison(GameState s, int player, int poison) {
        Vector<PlayerState> players = s.players();
        if (!s.config().twoHeadedGiant()) return s.withPlayer(players.get(player).withPoison(poison));
        Vector<PlayerState> ps = players;
        for (PlayerState q : players) if (q.team() == players.get(player).team()) ps = ps.update(q.id(), q.withPoison(poison));
        return s.withPlayers(ps);
    }
}
