package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * One observed repetition of a loop: the states S0..Sm (S0 and Sm have the same fingerprint) and
 * the m moves between them. State k of a later repetition is Sk advanced by the per-repetition
 * change of monotone quantities (see {@link Extrapolation}).
 */
record Cycle(long fingerprint, Vector<GameState> states, Vector<Move> moves) {
    /** Equal cycles: the same fingerprint and moves (the states follow from the moves; see {@link Move#equals}). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Cycle c && fingerprint == c.fingerprint && moves.equals(c.moves);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(fingerprint) * 31 + moves.hashCode();
    }

    GameState first() {
        return states.head();
    }

    GameState last() {
        return states.last();
    }

    /** The players whose optional actions the loop contains, in turn order from the active player. */
    List<Integer> optionalPlayers() {
        List<Integer> out = new ArrayList<>();
        GameState s = first();
        int n = s.playerCount();
        for (int k = 0; k < n; k++) {
            int p = (s.turn().active() + k) % n;
            for (Move m : moves) {
                if (m.optional() && m.player() == p) {
                    out.add(p);
                    break;
                }
            }
        }
        return out;
    }

    /** The player who took the loop's first optional action (who "began" it, 729.2a). */
    int firstOptionalPlayer() {
        for (Move m : moves) if (m.optional()) return m.player();
        return moves.head().player();
    }

    /** State index just after {@code player}'s last optional move in the cycle (their "last word"). */
    int afterLastOptional(int player) {
        int k = -1;
        for (int i = 0; i < moves.size(); i++) if (moves.get(i).optional() && moves.get(i).player() == player) k = i;
        return k + 1;
    }

    /** Whether the cycle's last optional move is {@code player}'s (then they have the last word at its end). */
    boolean endsWithOptionalOf(int player) {
        for (int i = moves.size() - 1; i >= 0; i--) if (moves.get(i).optional()) return moves.get(i).player() == player;
        return false;
    }

    /** State index at {@code player}'s first optional move (or first move of any kind), or -1. */
    int atFirstMove(int player, boolean optionalOnly) {
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (m.player() == player && (!optionalOnly || m.optional())) return i;
        }
        return -1;
    }

    /** The actions that would start this loop again, each at the situation it was taken in (729.3). */
    Vector<Exhausted> restarts(List<Integer> players) {
        Vector<Exhausted> out = Vector.empty();
        for (Move m : moves) {
            if (m.optional() && m.atPriority() && players.contains(m.player())) {
                out = out.append(new Exhausted(m.fingerprint(), m.player(), m.choice()));
            }
        }
        return out;
    }

    Choice choiceAt(int index) {
        return moves.get(index).choice();
    }
}
