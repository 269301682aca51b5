package dev.arbiter.server.store;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throw-away PostgreSQL server from the local installation (/usr/lib/postgresql/N/bin):
 * initdb into a temporary directory, listening on 127.0.0.1 only. As root it runs as the
 * {@code postgres} user (PostgreSQL refuses to run as root).
 */
final class LocalPostgres implements AutoCloseable {
    record Started(LocalPostgres server, String whyNot) {
    }

    private final Path bin;
    private final Path dir;
    private final int port;
    private final boolean asPostgres;

    private LocalPostgres(Path bin, Path dir, int port, boolean asPostgres) {
        this.bin = bin;
        this.dir = dir;
        this.port = port;
        this.asPostgres = asPostgres;
    }

    static Started start() {
        Path bin = findBin();
        if (bin == null) return new Started(null, "no PostgreSQL installation under /usr/lib/postgresql");
        boolean root = "root".equals(System.getProperty("user.name"));
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-pg");
            int port;
            try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
                port = s.getLocalPort();
            }
            if (root) run(List.of("chown", "postgres", dir.toString()), dir);
            LocalPostgres pg = new LocalPostgres(bin, dir, port, root);
            Path data = dir.resolve("data");
            String out = run(pg.cmd(bin.resolve("initdb").toString(), "-D", data.toString(), "-A", "trust", "-U", "arbiter",
                    "--no-sync", "-E", "UTF8"), dir);
            if (out != null) return new Started(null, "initdb failed: " + out);
            out = run(pg.cmd(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-t", "30", "-l", dir.resolve("log").toString(),
                    "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off", "start"), dir);
            if (out != null) {
                String log = Files.exists(dir.resolve("log")) ? Files.readString(dir.resolve("log")) : "";
                return new Started(null, "pg_ctl start failed: " + out + " " + log);
            }
            return new Started(pg, null);
        } catch (IOException | InterruptedException e) {
            return new Started(null, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    String url() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=arbiter";
    }

    private List<String> cmd(String... args) {
        List<String> out = new ArrayList<>();
        if (asPostgres) out.addAll(List.of("runuser", "-u", "postgres", "--"));
        out.addAll(List.of(args));
        return out;
    }

    /** Null when the command succeeded, else its output. */
    private static String run(List<String> cmd, Path dir) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "timed out: " + String.join(" ", cmd);
        }
        return p.exitValue() == 0 ? null : String.join(" ", cmd) + ": " + out.trim();
    }

    private static Path findBin() {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) return null;
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("pg_ctl")))
                    .max(Comparator.naturalOrder()).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void close() {
        try {
            run(cmd(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-m", "fast", "-w", "stop"), dir);
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        } catch (IOException | InterruptedException e) {
            // best effort: the temporary directory is left behind
        }
    }
}
