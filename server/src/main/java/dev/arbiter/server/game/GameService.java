package dev.arbiter.server.game;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.server.store.GameRecord;
import dev.arbiter.server.store.GameStore;
import dev.arbiter.server.store.PlayerRecord;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games of one server: creates them, keeps the ones being played in memory, and brings an
 * unfinished game back from its record when a seat reconnects after a restart.
 */
public final class GameService {
    private final GameStore store;
    private final DeckCatalog catalog;
    private final Map<String, LiveGame> live = new ConcurrentHashMap<>();
    private final SecureRandom seeds = new SecureRandom();
    private volatile LiveGame.Tap tap;
    private volatile boolean chosenSeedsForPeople;

    public GameService(GameStore store) {
        this(store, DeckCatalog.bundled());
    }

    public GameService(GameStore store, DeckCatalog catalog) {
        this.store = store;
        this.catalog = catalog;
    }

    /** The decks and cards this server offers. */
    public DeckCatalog catalog() {
        return catalog;
    }

    public GameStore store() {
        return store;
    }

    /** For tests: sees every message sent to every seat. */
    public void tap(LiveGame.Tap t) {
        this.tap = t;
    }

    /**
     * For tests: allow a chosen seed in games between people. Normally refused: the seed fixes
     * every shuffle, so whoever chose it would know both libraries (401.2).
     */
    public void allowChosenSeedsForPeople() {
        this.chosenSeedsForPeople = true;
    }

    public Created create(NewGame req) {
        evictFinished();
        List<CardDefinition> deck = catalog.cards(req.deck());
        List<CardDefinition> opponentDeck = catalog.cards(req.opponentDeck());
        boolean human = req.opponent().equals("human");
        if (human && req.seed() != null && !chosenSeedsForPeople) {
            throw new BadRequest("a game between people gets a secret random seed (whoever chose the seed would know both"
                    + " libraries, 401.2); leave \"seed\" out");
        }
        if (!human) Opponents.create(req.agent(), 0); // an unknown agent is refused before anything is stored
        long seed = req.seed() != null ? req.seed() : seeds.nextLong() & Long.MAX_VALUE;
        String token = Tokens.fresh();
        String opponentToken = human ? Tokens.fresh() : null;
        List<PlayerRecord> players = List.of(
                new PlayerRecord(req.name(), req.deck(), names(deck), "human", null, Tokens.hash(token)),
                new PlayerRecord(req.opponentName(), req.opponentDeck(), names(opponentDeck), human ? "human" : "ai",
                        human ? null : req.agent(), human ? Tokens.hash(opponentToken) : null));
        String id = UUID.randomUUID().toString();
        GameRecord meta = new GameRecord(id, Instant.now(), GameRecord.PLAYING, seed, req.edition(), players, List.of(), -1, null, 0);
        LiveGame g = LiveGame.start(meta, setup(meta), store, tap);
        live.put(id, g);
        return new Created(id, 0, token, opponentToken);
    }

    /**
     * The game being played, or an unfinished (abandoned) one resumed from its record; empty for
     * an unknown or finished game.
     */
    public Optional<LiveGame> live(String id) {
        LiveGame g = live.get(id);
        if (g != null && GameRecord.PLAYING.equals(g.status())) return Optional.of(g);
        synchronized (this) {
            g = live.get(id);
            if (g != null && GameRecord.PLAYING.equals(g.status())) return Optional.of(g);
            if (g != null) live.remove(id); // finished: from its record (empty below); abandoned: resumed from its record
            Optional<GameRecord> r = store.load(id);
            if (r.isEmpty() || r.get().finished()) return Optional.empty();
            GameRecord rec = r.get();
            GameRecord playing = new GameRecord(rec.id(), rec.created(), GameRecord.PLAYING, rec.seed(), rec.edition(),
                    rec.players(), rec.choices(), -1, null, rec.turn());
            g = LiveGame.resume(playing, setup(rec), store, tap);
            live.put(id, g);
            return Optional.of(g);
        }
    }

    /** The game held in memory (being played, or just finished or abandoned), without resuming anything. */
    public Optional<LiveGame> inMemory(String id) {
        return Optional.ofNullable(live.get(id));
    }

    public Optional<GameRecord> record(String id) {
        return store.load(id);
    }

    public List<GameRecord> list(int limit) {
        return store.list(limit);
    }

    /** Rebuilds a game's setup from its record: the same decks in the same order, seed and edition. */
    public GameSetup setup(GameRecord r) {
        List<PlayerSetup> ps = new ArrayList<>();
        for (PlayerRecord p : r.players()) ps.add(new PlayerSetup(p.name(), catalog.byNames(p.cards())));
        return new GameSetup(ps, r.seed(), GameConfig.STANDARD.withEdition(r.edition()), 20);
    }

    /** Server shutdown: games still being played are stored as abandoned (they can be resumed). */
    public void shutdown() {
        for (LiveGame g : live.values()) g.abandon();
        live.clear();
    }

    /** Forgets finished games from memory (their records stay in the store). */
    public void evictFinished() {
        live.values().removeIf(g -> !GameRecord.PLAYING.equals(g.status()));
    }

    private static List<String> names(List<CardDefinition> deck) {
        List<String> out = new ArrayList<>();
        for (CardDefinition d : deck) out.add(d.name());
        return out;
    }
}
