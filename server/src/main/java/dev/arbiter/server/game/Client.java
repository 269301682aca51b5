package dev.arbiter.server.game;

import java.util.function.Consumer;

/** One open connection of a seat (a browser tab): where its messages go, and how much of the log it has. */
public final class Client {
    private final Consumer<String> out;
    int logSent;

    public Client(Consumer<String> out) {
        this.out = out;
    }

    void send(String message) {
        out.accept(message);
    }
}
