package dev.arbiter.server;

import dev.arbiter.server.game.DeckCatalog;
import dev.arbiter.server.game.GameService;
import dev.arbiter.server.http.Routes;
import dev.arbiter.server.store.GameStore;
import dev.arbiter.server.store.JdbcGameStore;
import io.javalin.Javalin;

/**
 * The game server: static web client, JSON API and a WebSocket per seat (Javalin on Jetty),
 * with game records in {@code store}. {@link #start} binds {@code host:port} (port 0: any free one).
 */
public final class ArbiterServer implements AutoCloseable {
    private final GameStore store;
    private final GameService games;
    private final Javalin app;

    public ArbiterServer(GameStore store) {
        this(store, DeckCatalog.bundled());
    }

    /** A server offering {@code catalog}'s decks and cards ({@code arbiter serve --cards --deck}). */
    public ArbiterServer(GameStore store, DeckCatalog catalog) {
        this.store = store;
        this.games = new GameService(store, catalog);
        this.app = Routes.create(games);
    }

    public static ArbiterServer withDatabase(String url) {
        return new ArbiterServer(JdbcGameStore.open(url));
    }

    public ArbiterServer start(String host, int port) {
        app.start(host, port);
        return this;
    }

    public int port() {
        return app.port();
    }

    public GameService games() {
        return games;
    }

    /** Stops serving; games being played are stored as abandoned, resumable from their records. */
    @Override
    public void close() {
        app.stop();
        games.shutdown();
        store.close();
    }
}
