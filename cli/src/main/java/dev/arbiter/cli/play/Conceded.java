package dev.arbiter.cli.play;

/** The person at the terminal conceded (104.3a: a player can concede at any time): they lose the game, which ends. */
public final class Conceded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public Conceded() {
        super("conceded");
    }
}
