package dev.arbiter.engine.ability;

import dev.arbiter.engine.timing.Step;

/**
 * The beginning of steps and phases (503.1, 513.1) and state triggers (603.8).
 * The records are named {@code Trigger.X} everywhere (this interface is one of those {@link Trigger} extends);
 * a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface TurnTriggers {

    /** "At the beginning of [your | each player's] [step]" (603.2); "that player" is the active player. */
    record BeginningOfStep(Step step, boolean yoursOnly) implements Trigger {
    }

    /**
     * "At the beginning of your [step], [you may] return ~ from your graveyard ..." (113.6m): an ability whose
     * effect moves its card out of the graveyard triggers only while the card is in its owner's graveyard.
     */
    record BeginningOfStepInGraveyard(Step step) implements Trigger {
    }

    /**
     * "At the beginning of each opponent's [step]" / "of the [step] of enchanted [permanent]'s
     * controller" (603.2, 503-513): {@code owner} says whose steps count, relative to the ability's
     * controller or the permanent the source is attached to; "that player" is the active player.
     */
    record BeginningOfStepOf(Step step, StepOwner owner) implements Trigger {
        /** Whose step: an opponent of the controller, or the controller of the source's host. */
        public enum StepOwner { OPPONENT, HOST_CONTROLLER, /** the player chosen as the source entered (607.2) */ CHOSEN_PLAYER,
            /** "each other player's": any player but the controller, teammates included (102.3) */ OTHER_PLAYER,
            /** "enchanted player's": the player the source Aura is attached to (303.4, 702.5d) */ ENCHANTED_PLAYER }
    }

    /**
     * "When [condition]" (603.8): a state trigger, checked whenever a player would receive priority;
     * it doesn't trigger again while it is waiting or on the stack.
     */
    record State(Condition condition) implements Trigger {
    }
}
