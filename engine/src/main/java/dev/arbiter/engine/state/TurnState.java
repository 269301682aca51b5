package dev.arbiter.engine.state;

import dev.arbiter.engine.timing.Step;

/**
 * Turn number, active player, current step and stage, who holds priority, and how many players
 * have passed in succession (117.4); the spells cast and the creatures that attacked this turn, and
 * what else has happened this turn ({@link TurnHistory}).
 */
public record TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast,
                        io.vavr.collection.Vector<Target.Object> attacked, TurnHistory history, TurnNotes notes) {
    /** Without notes beyond the turn's history (a turn whose previous turn isn't known, nothing discarded yet). */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast,
                     io.vavr.collection.Vector<Target.Object> attacked, TurnHistory history) {
        this(number, active, step, stage, priority, passes, spellsCast, attacked, history, TurnNotes.NONE);
    }

    /** A turn in which no spell was cast yet; {@code spellsCast} counts the spells cast this turn (702.40a). */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes) {
        this(number, active, step, stage, priority, passes, 0);
    }

    /** A turn in which nothing else is recorded yet. */
    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes, int spellsCast) {
        this(number, active, step, stage, priority, passes, spellsCast, io.vavr.collection.Vector.empty(), TurnHistory.NONE);
    }

    public TurnState withStage(Stage s) {
        return new TurnState(number, active, step, s, priority, passes, spellsCast, attacked, history, notes);
    }

    /** {@code withStage(s).withPriority(player, passCount)} in one record. */
    public TurnState withStageAndPriority(Stage s, int player, int passCount) {
        return new TurnState(number, active, step, s, player, passCount, spellsCast, attacked, history, notes);
    }

    public TurnState withPriority(int player, int passCount) {
        return new TurnState(number, active, step, stage, player, passCount, spellsCast, attacked, history, notes);
    }

    public TurnState withStep(Step s) {
        return new TurnState(number, active, s, Stage.BEGIN, active, 0, spellsCast, attacked, history, notes);
    }

    /** One more spell was cast this turn (601.2i). */
    public TurnState withSpellCast() {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast + 1, attacked, history, notes);
    }

    /** These creatures were declared as attackers (508.1): they "attacked this turn" (as the objects they are now, 400.7). */
    public TurnState withAttacked(io.vavr.collection.Vector<Target.Object> creatures) {
        return creatures.isEmpty() ? this
                : new TurnState(number, active, step, stage, priority, passes, spellsCast, attacked.appendAll(creatures), history, notes);
    }

    /** Whether the object was declared as an attacker this turn (and hasn't changed zones since, 400.7). */
    public boolean attackedThisTurn(Target.Object ref) {
        return attacked.contains(ref);
    }

    /** 603.4: the notes kept beside the history (the turn before this one, the cards discarded), replaced. */
    public TurnState withNotes(TurnNotes n) {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast, attacked, history, n);
    }

    /** What happened this turn, replaced. */
    public TurnState withHistory(TurnHistory h) {
        return new TurnState(number, active, step, stage, priority, passes, spellsCast, attacked, h, notes);
    }
}
