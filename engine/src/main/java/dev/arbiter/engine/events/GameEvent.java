package dev.arbiter.engine.events;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

/** Something that happened in the game; triggered abilities watch these (603.2). */
public sealed interface GameEvent {
    /** An object moved between zones; {@code before} is the object as it last existed (603.10a). */
    record ZoneChange(GameObject before, GameObject after, Zone from, Zone to) implements GameEvent {
    }

    /** A step began (603.2: "at the beginning of"). */
    record StepBegan(Step step, int activePlayer) implements GameEvent {
    }

    /** A player drew a card (seed 423.1). */
    record CardDrawn(int player, int card) implements GameEvent {
    }

    /** Damage was dealt (120). */
    record DamageDealt(int source, Target recipient, int amount, boolean combat) implements GameEvent {
    }
}
