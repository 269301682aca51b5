package dev.arbiter.server.game;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.agents.Agent;
import dev.arbiter.agents.Match;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.server.protocol.ChoiceCodec;
import dev.arbiter.server.store.GameRecord;
import dev.arbiter.server.store.GameStore;
import dev.arbiter.server.store.PlayerRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One game being played on the server: the engine state, every accepted choice (the record),
 * the AI agents, and the open connections of each seat. A seat's message is applied only when it
 * answers the current decision (its sequence number), the decision is that seat's, and the
 * engine accepts the choice (422); otherwise the seat gets an error and nothing changes. AI seats
 * and passes where a person has nothing to do are played at once. All methods hold the game's lock.
 */
public final class LiveGame {
    /** Sees every message as it is sent, with the state it describes (for tests that check hidden information). */
    public interface Tap {
        void sent(String gameId, int seat, GameState state, String message);

        /** Each state the game passes through, after every recorded choice. */
        default void recorded(String gameId, GameState state) {
        }
    }

    private static final int MAX_REJECTIONS_IN_A_ROW = 1_000;

    private final GameRecord meta;
    private final GameSetup setup;
    private final GameStore store;
    private final Agent[] agents;
    private final List<List<Client>> clients = new ArrayList<>();
    private final List<Choice> choices = new ArrayList<>();
    private final List<String> log = new ArrayList<>();
    private final String[] tokenHashes;
    private final Tap tap;
    private GameState state;
    private int saved;
    private String status;
    private String savedStatus = "";

    private LiveGame(GameRecord meta, GameSetup setup, GameStore store, Tap tap) {
        this.meta = meta;
        this.setup = setup;
        this.store = store;
        this.tap = tap;
        int n = meta.players().size();
        this.agents = new Agent[n];
        this.tokenHashes = new String[n];
        for (int i = 0; i < n; i++) {
            clients.add(new CopyOnWriteArrayList<>());
            tokenHashes[i] = meta.players().get(i).tokenHash();
        }
        this.status = GameRecord.PLAYING;
    }

    /** A new game: stored at once, then played until a person must decide. */
    static LiveGame start(GameRecord meta, GameSetup setup, GameStore store, Tap tap) {
        LiveGame g = new LiveGame(meta, setup, store, tap);
        Result r = Game.start(setup, true);
        g.state = r.state();
        g.log.addAll(r.log());
        g.makeAgents();
        store.create(meta);
        synchronized (g) {
            g.runAutomatic();
            g.persist();
        }
        return g;
    }

    /** An unfinished game continued from its record: the recorded choices are re-applied exactly. */
    static LiveGame resume(GameRecord record, GameSetup setup, GameStore store, Tap tap) {
        LiveGame g = new LiveGame(record, setup, store, tap);
        Result r = Game.start(setup, true);
        g.state = r.state();
        g.log.addAll(r.log());
        for (int i = 0; i < record.choices().size(); i++) {
            Result next = Game.apply(g.state, record.choices().get(i), true);
            if (!next.accepted() && !next.rejection().partlyKept()) {
                throw new IllegalStateException("game " + record.id() + ": recorded choice " + i + " is rejected on replay: "
                        + next.rejection());
            }
            g.choices.add(record.choices().get(i));
            g.log.addAll(next.log());
            g.state = next.state();
        }
        g.saved = g.choices.size();
        g.makeAgents();
        synchronized (g) {
            g.runAutomatic();
            g.persist();
        }
        return g;
    }

    private void makeAgents() {
        for (int i = 0; i < agents.length; i++) {
            PlayerRecord p = meta.players().get(i);
            // Seeded from the game seed, the seat and where the game is, so a resumed game stays reproducible.
            if (!p.human()) agents[i] = Opponents.create(p.agent(), setup.seed() * 31 + i + 1 + 1_000_003L * choices.size());
        }
    }

    public String id() {
        return meta.id();
    }

    public GameRecord meta() {
        return meta;
    }

    public synchronized GameState state() {
        return state;
    }

    public synchronized List<Choice> choices() {
        return List.copyOf(choices);
    }

    public synchronized String status() {
        return status;
    }

    public synchronized boolean authorized(int seat, String token) {
        return seat >= 0 && seat < tokenHashes.length && meta.players().get(seat).human() && Tokens.matches(token, tokenHashes[seat]);
    }

    /** A seat's connection opens (or re-opens): it gets the whole game as it may see it. */
    public synchronized void connect(int seat, Client c) {
        clients.get(seat).add(c);
        c.logSent = 0;
        send(seat, c);
    }

    public synchronized void disconnect(int seat, Client c) {
        clients.get(seat).remove(c);
    }

    /**
     * A seat's message {@code {"type":"choice","seq":n,"choice":{...}}}: applied when valid, else
     * an error reply (and nothing changed). Returns null when accepted. {@code {"type":"leave"}}
     * abandons the game.
     */
    public synchronized Reply submit(int seat, JsonNode message) {
        if (message == null || !message.isObject() || !message.path("type").isTextual()) {
            return Reply.error("malformed", "a message must be a JSON object with a \"type\" (choice)");
        }
        String type = message.get("type").asText();
        if (type.equals("leave")) {
            abandon();
            return null;
        }
        if (!type.equals("choice")) return Reply.error("malformed", "unknown message type \"" + type + "\" (choice, leave)");
        if (state.isOver()) return Reply.error("game-over", "the game is over (104)");
        if (!GameRecord.PLAYING.equals(status)) return Reply.error("game-over", "the game was abandoned");
        JsonNode seq = message.get("seq");
        if (seq == null || !seq.isIntegralNumber()) return Reply.error("malformed", "field \"seq\" must be the number of the decision answered");
        if (seq.asLong() != choices.size()) {
            return Reply.error("stale", "this message answers decision " + seq.asLong() + " but the game is at decision "
                    + choices.size() + " (a replayed or out-of-date message); nothing changed");
        }
        Decision d = Game.decision(state);
        if (d.player() != seat) {
            return Reply.error("not-your-turn", state.player(d.player()).name() + " must decide now, not you"
                    + " (117: only the player with priority or asked to choose may act); nothing changed");
        }
        Choice choice;
        try {
            choice = ChoiceCodec.read(message.get("choice"));
        } catch (ChoiceCodec.Malformed e) {
            return Reply.error("malformed", e.getMessage());
        }
        Result r = Game.apply(state, choice, true);
        Reply reply = null;
        if (!r.accepted()) {
            reply = new Reply("illegal", r.rejection().message(), r.rejection().rule(), r.rejection().partlyKept());
            if (!r.rejection().partlyKept()) return reply;
        }
        record(choice, r);
        runAutomatic();
        persist();
        broadcast();
        return reply;
    }

    /**
     * A person leaves (or the server stops): the game is stored as abandoned, and can be resumed
     * from its record when a seat connects again.
     */
    public synchronized void abandon() {
        if (state.isOver() || !GameRecord.PLAYING.equals(status)) return;
        status = GameRecord.ABANDONED;
        persist();
        broadcast();
    }

    private void record(Choice c, Result r) {
        choices.add(c);
        log.addAll(r.log());
        state = r.state();
        if (tap != null) tap.recorded(meta.id(), state);
    }

    private void runAutomatic() {
        int inARow = 0;
        while (!state.isOver() && choices.size() < Match.MAX_CHOICES) {
            Decision d = Game.decision(state);
            Agent agent = agents[d.player()];
            Choice c;
            if (agent != null) {
                c = agent.choose(state, d);
            } else if (nothingToDo(d)) {
                c = new Choice.Pass();
            } else {
                return;
            }
            Result r = Game.apply(state, c, true);
            if (!r.accepted()) {
                if (agent != null) agent.rejected(state, d, c, r.rejection());
                if (++inARow > MAX_REJECTIONS_IN_A_ROW) throw new IllegalStateException("agent for seat " + d.player() + " keeps choosing illegally");
                if (!r.rejection().partlyKept()) continue;
            } else {
                inARow = 0;
            }
            record(c, r);
        }
    }

    /** Auto-pass: a priority decision where the only actions are passing and mana abilities (605). */
    private boolean nothingToDo(Decision d) {
        if (!(d instanceof Decision.Priority p)) return false;
        for (Choice c : p.actions()) {
            if (c instanceof Choice.Pass) continue;
            if (c instanceof Choice.ActivateAbility aa && Layers.of(state, aa.source()).activatedAbilities().get(aa.index()).manaAbility()) continue;
            return false;
        }
        return true;
    }

    private void persist() {
        if (saved < choices.size()) {
            store.appendChoices(meta.id(), saved, List.copyOf(choices.subList(saved, choices.size())));
            saved = choices.size();
        }
        if (state.isOver()) status = GameRecord.FINISHED;
        String now = status + "/" + state.turn().number();
        if (now.equals(savedStatus)) return; // written when the status or the turn changes
        GameOutcome o = state.outcome();
        int winner = o != null && !o.isDraw() ? o.winners().get(0) : -1;
        store.updateStatus(meta.id(), status, winner, o != null ? o.reason() : null, state.turn().number());
        savedStatus = now;
    }

    private void broadcast() {
        for (int seat = 0; seat < clients.size(); seat++) for (Client c : clients.get(seat)) send(seat, c);
    }

    private void send(int seat, Client c) {
        List<String> lines = List.copyOf(log.subList(c.logSent, log.size()));
        var msg = Messages.state(meta.id(), seat, choices.size(), state, meta.players(), lines, c.logSent);
        msg.put("status", status);
        String text = msg.toString();
        c.logSent = log.size();
        if (tap != null) tap.sent(meta.id(), seat, state, text);
        c.send(text);
    }
}
