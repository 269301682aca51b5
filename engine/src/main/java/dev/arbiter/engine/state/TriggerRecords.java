package dev.arbiter.engine.state;

/**
 * Layer-0 records of triggered abilities for the turn (603.2). Named {@code Modification.X} everywhere.
 */
public interface TriggerRecords {

    /**
     * Not a layer effect: the affected object's {@code ability} triggered this turn, for "This ability triggers only once
     * each turn" (603.2); it ends in the cleanup step with the turn.
     */
    record TriggeredThisTurn(dev.arbiter.engine.ability.TriggeredAbility ability) implements Modification {
        public int layer() { return 0; }
        public int sublayer() { return 0; }
    }
}
