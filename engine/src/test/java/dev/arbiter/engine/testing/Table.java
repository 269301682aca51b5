package dev.arbiter.engine.testing;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A test table: two players (0 alice, 1 bob), cards placed directly, and helpers to play on. */
public final class Table {
    public static final int ALICE = 0;
    public static final int BOB = 1;
    private final Position position;
    public final List<String> log = new ArrayList<>();

    public Table() {
        this(GameConfig.STANDARD);
    }

    public Table(GameConfig config) {
        position = new Position(config, List.of("alice", "bob"), 20);
    }

    public Table at(int turn, int active, Step step) {
        position.turn(turn, active, step);
        return this;
    }

    public int put(int owner, Zone zone, CardDefinition card) {
        return position.add(owner, zone, card, Position.Placement.PLAIN);
    }

    public int put(int owner, Zone zone, CardDefinition card, Position.Placement p) {
        return position.add(owner, zone, card, p);
    }

    public int sick(int owner, CardDefinition card) {
        return position.add(owner, Zone.BATTLEFIELD, card, new Position.Placement(false, true, 0, Counters.NONE, false));
    }

    public int tapped(int owner, CardDefinition card) {
        return position.add(owner, Zone.BATTLEFIELD, card, new Position.Placement(true, false, 0, Counters.NONE, false));
    }

    public Table library(int owner, CardDefinition card, int count) {
        for (int i = 0; i < count; i++) position.add(owner, Zone.LIBRARY, card, Position.Placement.PLAIN);
        return this;
    }

    public Table life(int player, int life) {
        position.life(player, life);
        return this;
    }

    public Table mana(int player, String pool) {
        position.mana(player, ManaPool.parse(pool));
        return this;
    }

    public Position position() {
        return position;
    }

    public GameState start() {
        Result r = position.start(true);
        log.addAll(r.log());
        return r.state();
    }

    /** Applies a choice that must be accepted. */
    public GameState ok(GameState s, Choice c) {
        Result r = Game.apply(s, c);
        assertThat(r.rejection()).as("choice %s should be accepted", c).isNull();
        log.addAll(r.log());
        return r.state();
    }

    /** Applies a choice that must be rejected; checks the state is unchanged (seed 422.1) and returns the rule. */
    public String rejected(GameState s, Choice c) {
        Result r = Game.apply(s, c);
        assertThat(r.rejection()).as("choice %s should be rejected", c).isNotNull();
        assertThat(r.state()).isSameAs(s);
        return r.rejection().rule();
    }

    /**
     * Everyone passes (declaring no attackers or blockers) until {@code step} begins with
     * priority; stops early at any other decision.
     */
    public GameState passUntil(GameState s, Step step) {
        for (int i = 0; i < 10_000 && !s.isOver(); i++) {
            Decision d = Game.decision(s);
            if (s.turn().step() == step && d instanceof Decision.Priority && s.stack().isEmpty()) return s;
            if (d instanceof Decision.Attackers) {
                s = ok(s, new Choice.DeclareAttackers(List.of()));
            } else if (d instanceof Decision.Blockers) {
                s = ok(s, new Choice.DeclareBlockers(List.of()));
            } else if (!(d instanceof Decision.Priority)) {
                return s;
            } else {
                s = ok(s, new Choice.Pass());
            }
        }
        return s;
    }

    /** All players pass once in succession (resolving the top of the stack, or ending the step). */
    public GameState passAll(GameState s) {
        int n = s.playerCount();
        for (int i = 0; i < n && !s.isOver(); i++) {
            if (!(Game.decision(s) instanceof Decision.Priority)) return s;
            s = ok(s, new Choice.Pass());
        }
        return s;
    }

    public static boolean atPriority(GameState s) {
        return s.turn().stage() == Stage.PRIORITY && s.pending() == null;
    }
}
