package dev.arbiter.engine.state;

/**
 * What the loop detector (seed 421 / current 729, 104.4b) remembers about the current step:
 * the engine's loop package implements it, the state only carries it.
 */
public interface LoopHistory {
}
