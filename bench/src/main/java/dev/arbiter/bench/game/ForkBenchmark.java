package dev.arbiter.bench.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Issue 13: what search does with a state — fork it and apply a choice. A fork of an immutable
 * state is the reference itself; {@code passOnFork} applies a pass to a fresh copy of a mid-game
 * state (its caches empty, as a new search node's are), {@code decisionOnFork} lists its legal
 * actions, {@code copy} is the cost of the fresh copy alone.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
public class ForkBenchmark {
    GameState mid;
    Choice pass = new Choice.Pass();

    @Setup
    public void setup() {
        mid = MidGame.of(3);
        if (!(Game.decision(mid) instanceof Decision.Priority)) throw new IllegalStateException("mid-game state is not a priority decision");
    }

    @Benchmark
    public GameState copy() {
        return mid.withConfig(mid.config());
    }

    @Benchmark
    public Decision decisionOnFork() {
        return Game.decision(mid.withConfig(mid.config()));
    }

    @Benchmark
    public GameState passOnFork() {
        return Game.apply(mid.withConfig(mid.config()), pass, false).state();
    }
}
