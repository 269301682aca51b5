package dev.arbiter.agents;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Plays a game between agents: asks the agent of the deciding player, applies its choice, and
 * records it. A game is (setup, seed, choices): {@link #replay} re-applies recorded choices.
 */
public final class Match {
    /** A game longer than this many choices is stopped: random agents always finish far sooner. */
    public static final int MAX_CHOICES = 200_000;
    private static final int MAX_REJECTIONS_IN_A_ROW = 1_000;

    private Match() {
    }

    public static MatchResult play(GameSetup setup, List<Agent> agents, boolean withLog) {
        return play(setup, agents, withLog, null);
    }

    /** Plays to the end; {@code observer} (may be null) sees each state after an accepted choice. */
    public static MatchResult play(GameSetup setup, List<Agent> agents, boolean withLog,
                                   BiConsumer<GameState, Choice> observer) {
        return play(setup, agents, withLog, observer, null);
    }

    /**
     * Plays to the end; {@code observer} (may be null) sees each state after an accepted choice;
     * {@code logLines} (may be null) receives each log line as it is written.
     */
    public static MatchResult play(GameSetup setup, List<Agent> agents, boolean withLog,
                                   BiConsumer<GameState, Choice> observer, Consumer<String> logLines) {
        Result start = Game.start(setup, withLog || logLines != null);
        List<String> log = new ArrayList<>(start.log());
        if (logLines != null) start.log().forEach(logLines);
        List<Choice> choices = new ArrayList<>();
        GameState s = start.state();
        int rejections = 0;
        int inARow = 0;
        while (!s.isOver() && choices.size() < MAX_CHOICES) {
            Decision d = Game.decision(s);
            Agent agent = agents.get(d.player());
            Choice c = agent.choose(s, d);
            Result r = Game.apply(s, c, withLog || logLines != null);
            if (!r.accepted()) {
                rejections++;
                if (++inARow > MAX_REJECTIONS_IN_A_ROW) {
                    throw new IllegalStateException("agent for player " + d.player() + " keeps choosing illegally: "
                            + r.rejection() + " at " + s);
                }
                agent.rejected(s, d, c, r.rejection());
                // Seed 422.1: what could not be reversed (library moves) stays, so the choice is history.
                if (!r.rejection().partlyKept()) continue;
            } else {
                inARow = 0;
            }
            choices.add(c);
            log.addAll(r.log());
            if (logLines != null) r.log().forEach(logLines);
            s = r.state();
            if (observer != null) observer.accept(s, c);
        }
        return new MatchResult(s, choices, log, rejections);
    }

    /**
     * Plays from {@code s} (no log) until the game ends or {@code maxChoices} choices were taken;
     * {@code before} (may be null) sees each state a decision is asked in. Returns the choices taken.
     */
    public static int playout(GameState s, List<Agent> agents, int maxChoices, Consumer<GameState> before) {
        int choices = 0;
        int inARow = 0;
        while (!s.isOver() && choices < maxChoices) {
            if (before != null) before.accept(s);
            Decision d = Game.decision(s);
            Agent agent = agents.get(d.player());
            Choice c = agent.choose(s, d);
            Result r = Game.apply(s, c, false);
            if (!r.accepted()) {
                if (++inARow > MAX_REJECTIONS_IN_A_ROW) {
                    throw new IllegalStateException("agent for player " + d.player() + " keeps choosing illegally: " + r.rejection());
                }
                agent.rejected(s, d, c, r.rejection());
                if (!r.rejection().partlyKept()) continue; // seed 422.1: what could not be reversed stays
            } else {
                inARow = 0;
            }
            choices++;
            s = r.state();
        }
        return choices;
    }

    /** Re-applies {@code choices} to a new game from {@code setup}; every choice must be accepted. */
    public static GameState replay(GameSetup setup, List<Choice> choices) {
        GameState s = Game.start(setup, false).state();
        for (int i = 0; i < choices.size(); i++) {
            Result r = Game.apply(s, choices.get(i), false);
            if (!r.accepted() && !r.rejection().partlyKept()) throw new IllegalStateException("replay choice " + i + " rejected: " + r.rejection());
            s = r.state();
        }
        return s;
    }
}
