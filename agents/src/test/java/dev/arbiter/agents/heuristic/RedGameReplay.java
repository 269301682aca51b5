package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * The replay the agents' mana tools share ({@link HandStats}, {@link LossBreakdown}): one game of a {@link LossOracle}
 * pairing played to its end (or turn 200), red's lands counted at the start of each of its turns, and each decision
 * with the choice made shown to a watcher before it is applied.
 */
final class RedGameReplay {
    private RedGameReplay() {
    }

    /** Sees each decision and the choice its seat made, before the choice is applied. */
    interface Watcher {
        void decided(GameState s, Decision d, Choice c, int redSeat);
    }

    /**
     * The game's end: {@code landsTurn4} is red's lands at the start of its fourth turn, or of its last if the game
     * ended before that.
     */
    record Played(GameState end, int redSeat, int landsTurn4, boolean redWon) {
    }

    static Played play(long master, int index, List<CardDefinition> red, List<CardDefinition> green, Watcher watcher) {
        LossOracle.Pairing pairing = LossOracle.Pairing.of(master, index, red, green);
        int redSeat = pairing.redSeat();
        List<Agent> seats = pairing.seats();
        GameState s = Game.start(pairing.setup(), false).state();
        int ownTurns = 0, lastTurn = -1, landsTurn4 = -1, landsLastOwnTurn = 0;
        while (!s.isOver() && s.turn().number() <= 200) {
            Decision d = Game.decision(s);
            if (s.turn().number() != lastTurn && s.turn().number() > 0) {
                lastTurn = s.turn().number();
                if (s.turn().active() == redSeat) {
                    landsLastOwnTurn = lands(s, redSeat);
                    if (++ownTurns == 4) landsTurn4 = landsLastOwnTurn;
                }
            }
            Choice c = d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")
                    ? new Choice.ChooseOption(0) : seats.get(d.player()).choose(s, d);
            watcher.decided(s, d, c, redSeat);
            Result r = Game.apply(s, c, false);
            if (!r.accepted()) {
                seats.get(d.player()).rejected(s, d, c, r.rejection());
                if (!r.rejection().partlyKept()) continue;
            }
            s = r.state();
        }
        if (landsTurn4 < 0) landsTurn4 = landsLastOwnTurn; // the game ended before red's fourth turn
        boolean won = s.outcome() != null && s.outcome().winners().contains(redSeat);
        return new Played(s, redSeat, landsTurn4, won);
    }

    static int lands(GameState s, int p) {
        int n = 0;
        for (int id : s.battlefield()) if (s.object(id).controller() == p && Layers.of(s, id).isLand()) n++;
        return n;
    }
}
