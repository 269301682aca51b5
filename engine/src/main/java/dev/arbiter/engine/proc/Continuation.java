package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;

/**
 * The rest of a procedure stopped at a question, as a value (docs/PERFORMANCE.md, "Issue 13, stop 30"): where its work
 * stood (the position in its loop, what it has decided so far), so that the answer continues the run where the question
 * was asked instead of replaying the procedure from its start (DESIGN's "replaying the step"). The state the procedure
 * had reached is the pending action's view; {@link #resume} is given it as {@code ctx.s}, and does exactly what the
 * replayed run would do after that question, with {@code answer} as its answer. Immutable: a state that holds one may be
 * forked and each fork answered differently.
 */
public interface Continuation {
    void resume(Ctx ctx, Choice answer);
}
