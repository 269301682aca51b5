package dev.arbiter.engine.game;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.TurnState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a game state directly at a chosen turn and step, as rules scenarios and tests need: the
 * active player holds priority with an empty stack (SCENARIOS.md "setup"). No shuffling, no
 * mulligans; listed libraries keep their order (top first).
 */
public final class Position {
    private final GameConfig config;
    private final List<PlayerState> players = new ArrayList<>();
    private final List<GameObject> objects = new ArrayList<>();
    private final List<Integer> battlefield = new ArrayList<>();
    private final List<Integer> exile = new ArrayList<>();
    private int turn = 1;
    private int active = 0;
    private Step step = Step.MAIN1;
    private long seed = 1;
    private long nextTimestamp = 1;
    /** Poison counters each player was given in setup (a Two-Headed Giant team's count is their sum). */
    private final int[] poisonGiven;

    /** Modifiers for an object placed in a zone. */
    public record Placement(boolean tapped, boolean sick, int damage, Counters counters, boolean token) {
        public static final Placement PLAIN = new Placement(false, false, 0, Counters.NONE, false);
    }

    /** {@code startingLife}: each player's; in Two-Headed Giant each team's shared total (810.4: 30). */
    public Position(GameConfig config, List<String> playerNames, int startingLife) {
        this.config = config;
        this.poisonGiven = new int[playerNames.size()];
        for (int i = 0; i < playerNames.size(); i++) {
            int team = config.twoHeadedGiant() ? i / 2 : i;
            players.add(PlayerState.create(i, playerNames.get(i), startingLife, team));
        }
    }

    public Position turn(int number, int activePlayer, Step atStep) {
        this.turn = number;
        this.active = activePlayer;
        this.step = atStep;
        return this;
    }

    public Position seed(long s) {
        this.seed = s;
        return this;
    }

    /** Sets the player's life total; in Two-Headed Giant the team's shared total (810.4, 810.9). */
    public Position life(int player, int life) {
        for (int q : teammates(player)) players.set(q, players.get(q).withLife(life));
        return this;
    }

    /**
     * Gives the player {@code poison} counters (replacing what this player was given before); in
     * Two-Headed Giant the team's shared count is what its players were given together (810.10).
     */
    public Position poison(int player, int poison) {
        int team = players.get(player).poison() - poisonGiven[player] + poison;
        poisonGiven[player] = poison;
        for (int q : teammates(player)) players.set(q, players.get(q).withPoison(team));
        return this;
    }

    /** Gives the player {@code energy} energy counters (107.14, 122.1), their own in Two-Headed Giant too. */
    public Position energy(int player, int energy) {
        players.set(player, players.get(player).withEnergy(energy));
        return this;
    }

    /** Gives the player {@code n} experience counters (122.1), their own in Two-Headed Giant too. */
    public Position experience(int player, int n) {
        players.set(player, players.get(player).withExperience(n));
        return this;
    }

    /** The player and, in Two-Headed Giant, their teammate (outside it every player is a team of one). */
    private List<Integer> teammates(int player) {
        List<Integer> out = new ArrayList<>();
        for (PlayerState q : players) if (q.team() == players.get(player).team()) out.add(q.id());
        return out;
    }

    public Position mana(int player, ManaPool pool) {
        players.set(player, players.get(player).withPool(pool));
        return this;
    }

    /** Puts a new object for {@code card}, owned by {@code owner}, at the end of {@code zone} (library: bottom). */
    public int add(int owner, Zone zone, CardDefinition card, Placement p) {
        int id = objects.size();
        long ts = nextTimestamp++;
        GameObject o = new GameObject(id, card, owner, owner, zone, p.tapped(), p.sick(), p.damage(), false,
                p.counters(), GameObject.NONE, ts, p.token(), dev.arbiter.engine.state.CopyKind.NONE, 0, ts);
        objects.add(o);
        PlayerState ps = players.get(owner);
        switch (zone) {
            case LIBRARY, HAND, GRAVEYARD -> players.set(owner, ps.withZone(zone, ps.zone(zone).append(id)));
            case BATTLEFIELD -> battlefield.add(id);
            case EXILE -> exile.add(id);
            case ANTE -> { } // 407.2: the ante zone is its objects whose zone is ANTE
            default -> throw new IllegalArgumentException("can't place a card in " + zone);
        }
        return id;
    }

    /** Attaches permanent {@code id} to permanent {@code to} (301.5, 303.4). */
    public Position attach(int id, int to) {
        objects.set(id, objects.get(id).withAttachedTo(to));
        return this;
    }

    /** The state: the active player is about to receive priority in {@code step} (checks first, 117.5). */
    public GameState build() {
        TurnState t = new TurnState(turn, active, step, step.givesPriority() ? Stage.CHECKS : Stage.BEGIN, active, 0);
        return new GameState(config, Vector.ofAll(players), Vector.ofAll(objects), Vector.ofAll(battlefield),
                Vector.ofAll(exile), Vector.empty(), t, CombatState.NONE, Vector.empty(), Vector.empty(),
                Rng.seeded(seed), nextTimestamp, 1, null, null, null);
    }

    /** The state after the automatic procedure has run up to the first decision. */
    public Result start(boolean withLog) {
        return Game.settle(build(), withLog);
    }
}
