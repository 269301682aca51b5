package dev.arbiter.engine.state;

import dev.arbiter.engine.timing.Step;

/**
 * Turn number, active player, current step and stage, who holds priority, and how many players
 * have passed in succession (117.4).
 */
public record TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast) {
    /** A turn in which no spell was cast yet; {@code spellsCast} counts the spells cast this turn (702.40a). */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes) {
        this(number, active, step, stage, priority, passes, 0);
    }

    public TurnState withStage(Stage s) {
        return new TurnState(number, active, step, s, priority, passes, spellsCast);
    }

    public TurnState withPriority(int player, int passCount) {
        return new TurnState(number, active, step, stage, player, passCount, spellsCast);
    }

    public TurnState withStep(Step s) {
        return new TurnState(number, active, s, Stage.BEGIN, active, 0, spellsCast);
    }

    /** One more spell was cast this turn (601.2i). */
    public TurnState withSpellCast() {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast + 1);
    }
}
