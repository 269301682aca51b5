package dev.arbiter.server.store;

import java.nio.file.Path;

/** The user's data directory for Arbiter: $XDG_DATA_HOME/arbiter, else ~/.local/share/arbiter. */
public final class DataDir {
    private DataDir() {
    }

    public static Path path() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("arbiter");
    }

    /** The default database: an embedded H2 file {@code games} in the data directory. */
    public static String defaultUrl() {
        return "jdbc:h2:file:" + path().resolve("games").toAbsolutePath();
    }
}
