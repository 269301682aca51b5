package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * Ends the game when no more than one team remains (104.2a, 104.4a): the remaining players win;
 * if every player has lost at once the game is a draw (104.4a).
 */
public final class GameEnd {
    private GameEnd() {
    }

    /** Sets the outcome if the game is over; returns whether it is. */
    public static boolean check(Ctx ctx) {
        if (ctx.s.isOver()) return true;
        if (ctx.s.config().twoHeadedGiant()) teamsLoseTogether(ctx);
        if (twoTeamsRemain(ctx.s)) return false;
        Vector<Integer> remaining = Vector.empty();
        java.util.Set<Integer> teams = new java.util.HashSet<>();
        for (PlayerState p : ctx.s.players()) {
            if (p.inGame()) {
                remaining = remaining.append(p.id());
                teams.add(p.team());
            }
        }
        if (teams.size() > 1) return false;
        if (remaining.isEmpty()) {
            ctx.s = ctx.s.withOutcome(new GameOutcome(Vector.empty(), "all players lost at once (104.4a)"));
            ctx.log("The game is a draw");
        } else {
            ctx.s = ctx.s.withOutcome(new GameOutcome(remaining, "all opponents lost (104.2a)"));
            StringBuilder names = new StringBuilder();
            for (int p : remaining) names.append(names.length() == 0 ? "" : " and ").append(ctx.s.player(p).name());
            ctx.log("%s wins the game", names);
        }
        return true;
    }

    /** Whether players of at least two teams are still in the game (the usual case: nothing to do). */
    private static boolean twoTeamsRemain(dev.arbiter.engine.state.GameState s) {
        int first = -1;
        for (int i = 0, n = s.playerCount(); i < n; i++) { // indexed: no iterator per check
            PlayerState p = s.player(i);
            if (!p.inGame()) continue;
            if (first == -1) first = p.team();
            else if (p.team() != first) return true;
        }
        return false;
    }

    /** Two-Headed Giant (810.8a): players win and lose only as a team — a player's loss is their team's. */
    private static void teamsLoseTogether(Ctx ctx) {
        java.util.Set<Integer> losingTeams = new java.util.HashSet<>();
        for (PlayerState p : ctx.s.players()) if (!p.inGame()) losingTeams.add(p.team());
        for (PlayerState p : ctx.s.players()) {
            if (p.inGame() && losingTeams.contains(p.team())) {
                ctx.s = ctx.s.withPlayer(p.withStatus(dev.arbiter.engine.state.PlayerStatus.LOST));
                ctx.log("%s loses the game with their team (810.8a)", p.name());
            }
        }
    }

    /** "You win the game" (104.2b): the game ends at once with that player (and their team) winning. */
    public static void win(Ctx ctx, int player, String reason) {
        if (Prohibitions.cantWin(ctx.s, player)) {
            ctx.log("%s can't win the game (104.3)", ctx.s.player(player).name());
            return;
        }
        int team = ctx.s.player(player).team();
        Vector<Integer> winners = Vector.empty();
        for (PlayerState p : ctx.s.players()) {
            if (p.team() == team) {
                winners = winners.append(p.id());
                ctx.s = ctx.s.withPlayer(p.withStatus(dev.arbiter.engine.state.PlayerStatus.WON));
            } else if (p.inGame()) {
                ctx.s = ctx.s.withPlayer(p.withStatus(dev.arbiter.engine.state.PlayerStatus.LOST));
            }
        }
        ctx.s = ctx.s.withOutcome(new GameOutcome(winners, reason + " (104.2b)"));
        ctx.log("%s wins the game: %s", ctx.s.player(player).name(), reason);
    }

    /** Ends the game as a draw for a stated reason (e.g. a mandatory loop, seed 421.4). */
    public static void draw(Ctx ctx, String reason) {
        ctx.s = ctx.s.withOutcome(new GameOutcome(Vector.empty(), reason));
        ctx.log("The game is a draw: %s", reason);
    }
}
