package dev.arbiter.cli;

import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.server.ArbiterServer;
import dev.arbiter.server.game.DeckCatalog;
import dev.arbiter.server.store.DataDir;
import dev.arbiter.server.store.JdbcGameStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

/** {@code arbiter serve}: the game server with the web client; open the printed address in a browser. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the web client and the game API (play in a browser against the AI or another person).")
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", description = "Port to listen on. Default: 8080.")
    int port = 8080;

    @Option(names = "--host", description = "Address to bind. Default: 127.0.0.1 (this machine only); 0.0.0.0 for a network.")
    String host = "127.0.0.1";

    @Option(names = "--db", description = "JDBC URL of the game-record database, e.g. jdbc:postgresql://localhost/arbiter?user=u&password=p."
            + " Default: an H2 file under $XDG_DATA_HOME/arbiter or ~/.local/share/arbiter.")
    String db;

    @Option(names = "--deck", paramLabel = "FILE|DIR",
            description = "A deck file (any format `arbiter deck check` reads) or a folder of them, offered in the lobby"
                    + " beside the bundled decks under its file name. Repeatable. Each must be legal for --format.")
    List<Path> decks = new ArrayList<>();

    @Option(names = "--format", description = "Deck rules the --deck files must meet: constructed (default), limited or casual.")
    String format = "constructed";

    @Mixin
    PoolOptions cards;

    @Override
    public Integer call() throws Exception {
        DeckCatalog catalog;
        try {
            catalog = catalog();
        } catch (RuntimeException e) {
            System.err.println("arbiter serve: " + e.getMessage());
            return 2;
        }
        String url = db;
        if (url == null) {
            Files.createDirectories(DataDir.path());
            url = DataDir.defaultUrl();
        }
        ArbiterServer server;
        try {
            server = new ArbiterServer(JdbcGameStore.open(url), catalog).start(host, port);
        } catch (RuntimeException e) {
            System.err.println("arbiter serve: " + e.getMessage());
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        System.out.println("Arbiter is serving on http://" + (host.equals("0.0.0.0") ? "localhost" : host) + ":" + server.port()
                + "/  (game records: " + JdbcGameStore.redact(url) + "; Ctrl-C stops)");
        stopped.await();
        return 0;
    }

    /** The bundled decks and the --deck files, with the cards of --cards and the user card folder. */
    DeckCatalog catalog() {
        GameFormat f = GameFormat.parse(format);
        List<DeckCatalog.DeckFile> files = new ArrayList<>();
        for (Path p : deckFiles()) {
            DeckLoader.Loaded d = DeckLoader.read(p.toString());
            String name = p.getFileName().toString().replaceFirst("\\.[^.]+$", "");
            files.add(new DeckCatalog.DeckFile(name, d.file(), d.list()));
        }
        return DeckCatalog.of(cards.pool(), cards.curatedPool(), files, f, cards.allowUnsupported());
    }

    private List<Path> deckFiles() {
        List<Path> out = new ArrayList<>();
        for (Path p : decks) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(Files::isRegularFile).sorted().forEach(out::add);
                } catch (IOException e) {
                    throw new IllegalArgumentException("can't read deck folder " + p + ": " + e.getMessage(), e);
                }
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else {
                throw new IllegalArgumentException("no deck file or folder " + p);
            }
        }
        return out;
    }
}
