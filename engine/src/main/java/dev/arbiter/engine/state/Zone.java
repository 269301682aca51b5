package dev.arbiter.engine.state;

/** The game zones (400.1) and the ante zone of games played for ante (407). NONE: a token or copy that ceased to exist (seed 420.5j / 704.5d-e). */
public enum Zone {
    LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND, ANTE, NONE;

    public String display() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Zone ofName(String name) {
        return valueOf(name.trim().toUpperCase(java.util.Locale.ROOT));
    }
}
