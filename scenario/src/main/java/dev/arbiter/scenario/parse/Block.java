package dev.arbiter.scenario.parse;

/** An {@code actions:} or {@code expect:} block; they alternate any number of times. */
public sealed interface Block permits ActionsBlock, ExpectBlock {
    /** The line of the block's key. */
    Pos pos();
}
