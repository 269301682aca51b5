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
        try {
            out.accept(message);
        } catch (RuntimeException e) {
            // a connection closing while the game goes on: it is dropped when its close arrives
        }
    }
}
