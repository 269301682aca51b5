package dev.arbiter.engine.state;

import dev.arbiter.engine.timing.Step;

/**
 * Turn number, active player, current step and stage, who holds priority, how many players
 * have passed in succession (117.4), and what has happened this turn ({@link TurnHistory}).
 */
public record TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast,
                        TurnHistory history) {
    /** A turn in which no spell was cast yet; {@code spellsCast} counts the spells cast this turn (702.40a). */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes) {
        this(number, active, step, stage, priority, passes, 0);
    }

    /** A turn in which nothing else is recorded yet. */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast) {
        this(number, active, step, stage, priority, passes, spellsCast, TurnHistory.NONE);
    }

    public TurnState withStage(Stage s) {
        return new TurnState(number, active, step, s, priority, passes, spellsCast, history);
    }

    public TurnState withPriority(int player, int passCount) {
        return new TurnState(number, active, step, stage, player, passCount, spellsCast, history);
    }

    public TurnState withStep(Step s) {
        return new TurnState(number, active, s, Stage.BEGIN, active, 0, spellsCast, history);
    }

    /** One more spell was cast this turn (601.2i). */
    public TurnState withSpellCast() {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast + 1, history);
    }

    /** What happened this turn, replaced. */
    public TurnState withHistory(TurnHistory h) {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast, h);
    }
}
