package dev.arbiter.engine.ability;

/**
 * An effect whose amount is divided among the targets of one group as it is cast or put on the stack (601.2d): damage
 * ({@link Effect.DividedDamage}) or counters ({@link Effect.DistributeCounters}), at least 1 to each target.
 */
public interface DividedAmong {
    /** The total to divide. */
    Amount amount();

    /** The target group divided among. */
    int targetIndex();

    /** What is divided, for the prompt and the log: "damage", "+1/+1 counters". */
    String what();
}
