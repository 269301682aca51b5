package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Plays the game through the engine's public decision API only ({@link Game#decision},
 * {@link Game#apply}): keeps the current state and the game log, answers decisions with the
 * script's choices or the defaults, and passes priority until the script can go on.
 */
final class Driver {
    /** A backstop on the decisions answered by default while waiting for one action. */
    private static final int MAX_DEFAULT_ANSWERS = 20_000;

    private GameState state;
    private GameState beforeStep;
    private final List<String> log = new ArrayList<>();
    private final ObjectNames names;

    Driver(GameState start, ObjectNames names) {
        Result r = Game.settle(start, true);
        this.state = r.state();
        this.log.addAll(r.log());
        this.names = names;
    }

    GameState state() {
        return state;
    }

    /** The state at the last decision before the current step began (null before any step change). */
    GameState beforeStep() {
        return beforeStep;
    }

    /** The game as players see it (part-way through an action in progress). */
    GameState view() {
        return Game.view(state);
    }

    ObjectNames names() {
        return names;
    }

    List<String> log() {
        return log;
    }

    /** The pending decision, or null when the game is over. */
    Decision decision() {
        return Game.decision(state);
    }

    /**
     * Applies {@code c}; on rejection nothing changes and the result says why, except what the
     * engine could not reverse (seed 422.1, {@link dev.arbiter.engine.decision.Rejection#partlyKept()}).
     */
    Result tryApply(Choice c) {
        Result r = Game.apply(state, c);
        if (r.accepted() || r.rejection().partlyKept()) {
            if (r.state().turn().number() != state.turn().number() || r.state().turn().step() != state.turn().step()) {
                beforeStep = state;
            }
            state = r.state();
            log.addAll(r.log());
        }
        return r;
    }

    /** Applies {@code c} or fails the scenario at {@code pos} with the engine's reason. */
    void apply(Choice c, Pos pos, String what) {
        Result r = tryApply(c);
        if (!r.accepted()) throw new ScenarioFailure(pos, what + " was rejected: " + r.rejection());
    }

    /** Answers the pending decision with its default; fails when it has none. */
    void answerByDefault(Pos pos) {
        Decision d = decision();
        Choice c = Defaults.of(state, d);
        if (c == null) {
            throw new ScenarioFailure(pos, "the script must answer " + describe(d) + " (there is no default)");
        }
        apply(c, pos, "the default answer to " + describe(d));
    }

    /**
     * Answers pending decisions by default (passing priority) until {@code ready} holds for the
     * pending decision; false when the game ended first. {@code giveUp} ends the wait with a
     * failure when it holds before {@code ready} does.
     */
    boolean advanceUntil(Predicate<Decision> ready, Predicate<GameState> giveUp, Pos pos, String goal) {
        return advanceUntil(ready, giveUp, pos, () -> goal);
    }

    /** As above, with the failure's words made only when needed. */
    boolean advanceUntil(Predicate<Decision> ready, Predicate<GameState> giveUp, Pos pos, Supplier<String> goal) {
        for (int n = 0; n < MAX_DEFAULT_ANSWERS; n++) {
            Decision d = decision();
            if (d == null) return false;
            if (ready.test(d)) return true;
            if (giveUp.test(state)) throw new ScenarioFailure(pos, goal.get() + ": " + describe(d) + " came instead");
            answerByDefault(pos);
        }
        throw new ScenarioFailure(pos, goal.get() + ": still waiting after " + MAX_DEFAULT_ANSWERS + " decisions");
    }

    /** How the game ended, in words ("alice wins", "draw"), or "game not over". */
    String outcome() {
        if (!state.isOver()) return "game not over";
        if (state.outcome().isDraw()) return "draw";
        StringBuilder sb = new StringBuilder();
        for (int w : state.outcome().winners()) sb.append(sb.length() == 0 ? "" : " and ").append(names.playerName(w));
        return sb + " wins";
    }

    /**
     * Takes every pending decision that has exactly one legal option (SCENARIOS.md: "taken without
     * asking"), so that expectations see the game as it stands after them: the last trigger to
     * order, a trigger's only legal target, a single-option choice. Priority and combat
     * declarations are never forced here.
     */
    void takeForcedDecisions(Pos pos) {
        for (int n = 0; n < MAX_DEFAULT_ANSWERS; n++) {
            Decision d = decision();
            Choice c = d == null ? null : dev.arbiter.engine.decision.ForcedAnswer.of(d); // one legal option: taken without asking
            if (c == null) return;
            apply(c, pos, "the only legal answer to " + describe(d));
        }
    }

    /** The decision in words, for messages: who and what. */
    String describe(Decision d) {
        if (d == null) return "the end of the game";
        String who = names.playerName(d.player());
        String where = " (turn " + state.turn().number() + ", " + state.turn().step().scenarioName() + ")";
        if (d instanceof Decision.Option o) return who + "'s choice \"" + o.prompt() + "\" " + o.options() + where;
        if (d instanceof Decision.Number n) {
            return who + "'s choice \"" + n.prompt() + "\" [" + n.min() + ".." + n.max() + "]" + where;
        }
        return who + "'s decision \"" + d.prompt() + "\"" + where;
    }
}
