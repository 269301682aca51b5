package dev.arbiter.agents.sim;

/**
 * One simulated game: its index, whether deck A sat in seat 0 (seat 0 takes the first turn),
 * the result for deck A, the turn the game ended on (or was stopped at), its choices, and the CPU
 * time its thread spent on it (independent of how busy the machine is).
 */
public record GameRecord(int index, boolean deckAFirst, Outcome outcome, int turns, long choices, String reason,
                         long cpuNanos) {
    public enum Outcome { A_WINS, B_WINS, DRAW, UNFINISHED }

    public boolean finished() {
        return outcome != Outcome.UNFINISHED;
    }
}
