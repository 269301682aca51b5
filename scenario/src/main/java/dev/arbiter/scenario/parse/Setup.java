package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Optional;

/**
 * The {@code setup:} block.
 *
 * @param turn  the {@code turn N PLAYER STEP} line, if written (at most one)
 * @param lines every setup line in source order, the turn line included
 */
public record Setup(Optional<SetupLine.TurnLine> turn, List<SetupLine> lines) {
    public static final Setup EMPTY = new Setup(Optional.empty(), List.of());

    public Setup {
        lines = List.copyOf(lines);
    }
}
