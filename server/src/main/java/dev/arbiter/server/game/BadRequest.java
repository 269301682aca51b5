package dev.arbiter.server.game;

/** A request the server refuses: the message says what is wrong. {@code status}: the HTTP status. */
public final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;

    public BadRequest(String message) {
        this(400, message);
    }

    public BadRequest(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
