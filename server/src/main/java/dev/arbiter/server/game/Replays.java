package dev.arbiter.server.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.server.store.GameRecord;

import java.util.ArrayList;
import java.util.List;

/** Replays a recorded game exactly: its setup, then its first {@code step} choices, with the log. */
public final class Replays {
    private Replays() {
    }

    public record Position(GameState state, List<String> log) {
    }

    public static Position at(GameService games, GameRecord r, int step) {
        if (step < 0 || step > r.choices().size()) {
            throw new BadRequest("step must be from 0 to " + r.choices().size());
        }
        Result start = Game.start(games.setup(r), true);
        GameState s = start.state();
        List<String> log = new ArrayList<>(start.log());
        for (int i = 0; i < step; i++) {
            Choice c = r.choices().get(i);
            Result next = Game.apply(s, c, true);
            if (!next.accepted() && !next.rejection().partlyKept()) {
                throw new IllegalStateException("game " + r.id() + ": recorded choice " + i + " is rejected on replay: " + next.rejection());
            }
            log.addAll(next.log());
            s = next.state();
        }
        return new Position(s, log);
    }
}
