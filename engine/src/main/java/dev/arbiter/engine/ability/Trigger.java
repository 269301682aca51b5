package dev.arbiter.engine.ability;

import dev.arbiter.engine.timing.Step;

/** The event a triggered ability waits for (603.1). */
public sealed interface Trigger {
    /** "When ~ enters the battlefield" (603.6a). */
    record EntersBattlefield() implements Trigger {
    }

    /** "When ~ dies" (700.4). */
    record Dies() implements Trigger {
    }

    /** "When ~ leaves the battlefield" (603.6c). */
    record LeavesBattlefield() implements Trigger {
    }

    /** "At the beginning of [your | each player's] [step]" (603.2). */
    record BeginningOfStep(Step step, boolean yoursOnly) implements Trigger {
    }
}
