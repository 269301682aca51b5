package dev.arbiter.engine.state;

import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * Turn number, active player, current step and stage, who holds priority, and how many players
 * have passed in succession (117.4). {@code activations} are the abilities activated this turn
 * that a rule counts (606.3: a permanent's loyalty abilities once each turn); a new turn starts empty.
 */
public record TurnState(int number, int active, Step step, Stage stage, int priority, int passes,
                        Vector<Activation> activations) {

    /** Ability {@code ability} of object {@code object} (as it was after {@code zoneChanges} moves, 400.7) was activated. */
    public record Activation(int object, int zoneChanges, int ability) {
    }

    public TurnState(int number, int active, Step step, Stage stage, int priority, int passes) {
        this(number, active, step, stage, priority, passes, Vector.empty());
    }

    public TurnState withStage(Stage s) {
        return new TurnState(number, active, step, s, priority, passes, activations);
    }

    public TurnState withPriority(int player, int passCount) {
        return new TurnState(number, active, step, stage, player, passCount, activations);
    }

    public TurnState withStep(Step s) {
        return new TurnState(number, active, s, Stage.BEGIN, active, 0, activations);
    }

    public TurnState withActivation(Activation a) {
        return new TurnState(number, active, step, stage, priority, passes, activations.append(a));
    }

    /** Whether an ability of this object (as it is now: same zone changes) was recorded this turn. */
    public boolean activated(int object, int zoneChanges) {
        for (Activation a : activations) if (a.object() == object && a.zoneChanges() == zoneChanges) return true;
        return false;
    }
}
