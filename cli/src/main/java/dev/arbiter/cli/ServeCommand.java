package dev.arbiter.cli;

import dev.arbiter.server.ArbiterServer;
import dev.arbiter.server.store.DataDir;
import dev.arbiter.server.store.JdbcGameStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

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

    @Override
    public Integer call() throws Exception {
        String url = db;
        if (url == null) {
            Files.createDirectories(DataDir.path());
            url = DataDir.defaultUrl();
        }
        ArbiterServer server;
        try {
            server = new ArbiterServer(JdbcGameStore.open(url)).start(host, port);
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
}
