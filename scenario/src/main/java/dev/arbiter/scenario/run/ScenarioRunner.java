package dev.arbiter.scenario.run;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.CardSources;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.scenario.parse.ActionsBlock;
import dev.arbiter.scenario.parse.Block;
import dev.arbiter.scenario.parse.ExpectBlock;
import dev.arbiter.scenario.parse.Expectation;
import dev.arbiter.scenario.parse.Pos;
import dev.arbiter.scenario.parse.Scenario;
import dev.arbiter.scenario.parse.ScenarioFiles;
import dev.arbiter.scenario.parse.ScenarioParser;
import dev.arbiter.scenario.parse.ScenarioSyntaxException;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs rules scenarios (SCENARIOS.md): builds the setup's exact state, drives the engine through
 * its public decision API with the script's actions, and checks each {@code expect:} block where
 * it stands. One scenario's failure, whatever its cause, never stops the others.
 */
public final class ScenarioRunner {
    private final CardPool pool;

    /** A runner over the project's card pool: the bundled sets, then the public 2022 list (SCENARIOS.md "card:"). */
    public ScenarioRunner() {
        this(CardSources.standard());
    }

    public ScenarioRunner(CardPool pool) {
        this.pool = pool;
    }

    /** The outcome of every file found under {@code paths}, in order. */
    public record Summary(List<ScenarioResult> results) {
        public long passed() {
            return results.stream().filter(ScenarioResult::passed).count();
        }

        public long failed() {
            return results.size() - passed();
        }

        /** {@code N passed, M failed}. */
        public String line() {
            return passed() + " passed, " + failed() + " failed";
        }
    }

    /** Runs every scenario file under {@code paths}, printing a line for each and the summary line. */
    public Summary runAll(List<Path> paths, PrintStream out) {
        List<ScenarioResult> results = new ArrayList<>();
        for (Path file : ScenarioFiles.find(paths)) {
            ScenarioResult r = run(file);
            out.println(r.line());
            results.add(r);
        }
        Summary summary = new Summary(results);
        out.println(summary.line());
        return summary;
    }

    public ScenarioResult run(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException e) {
            return ScenarioResult.fail(file.toString(), null, null, file + ": can't read: " + e.getMessage());
        }
        return run(file.toString(), text);
    }

    public ScenarioResult run(String fileName, String text) {
        String title = null;
        try {
            Scenario sc = ScenarioParser.parse(fileName, text, CardSource.oracle(pool));
            title = sc.title();
            play(sc);
            return ScenarioResult.pass(fileName, title);
        } catch (ScenarioSyntaxException e) {
            return ScenarioResult.fail(fileName, title, e.pos(), e.problem());
        } catch (ScenarioFailure f) {
            return ScenarioResult.fail(fileName, title, f.pos() == null ? new Pos(fileName, 1) : f.pos(), f.getMessage());
        } catch (RuntimeException e) {
            return ScenarioResult.fail(fileName, title, new Pos(fileName, 1), "the runner failed: " + e);
        }
    }

    private void play(Scenario sc) {
        CardSource cards = new CardSource(pool, sc.cards());
        ObjectNames names = new ObjectNames(sc.players());
        GameState start;
        Driver g;
        try {
            start = SetupBuilder.build(sc, cards, names);
            g = new Driver(start, names);
        } catch (ScenarioFailure f) {
            throw f;
        } catch (RuntimeException e) {
            throw new ScenarioFailure(sc.setup().lines().isEmpty() ? sc.pos() : sc.setup().lines().get(0).pos(),
                    "the setup can't be played: " + e);
        }
        ActionRunner actions = new ActionRunner(g);
        ExpectationChecker expect = new ExpectationChecker(g);
        for (Block b : sc.blocks()) {
            if (b instanceof ActionsBlock ab) {
                actions.run(ab.actions());
                if (!ab.actions().isEmpty()) g.takeForcedDecisions(ab.actions().get(ab.actions().size() - 1).pos());
            } else {
                for (Expectation e : ((ExpectBlock) b).expectations()) {
                    try {
                        expect.check(e);
                    } catch (ScenarioFailure f) {
                        throw f;
                    } catch (RuntimeException ex) {
                        throw new ScenarioFailure(e.pos(), "the check failed: " + ex);
                    }
                }
            }
        }
    }
}
