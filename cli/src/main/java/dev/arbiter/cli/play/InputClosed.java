package dev.arbiter.cli.play;

/** The person at the terminal closed the input (end of file): the game stops. */
public final class InputClosed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputClosed() {
        super("input closed");
    }
}
