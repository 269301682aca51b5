package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.server.protocol.ChoiceCodec;

import java.io.IOException;
import java.net.URI;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A seat's WebSocket connection for tests: every message received is kept, in order. */
public final class SeatClient implements WebSocket.Listener, AutoCloseable {
    public final String gameId;
    public final int seat;
    private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
    public final List<String> received = new ArrayList<>();
    private final StringBuilder partial = new StringBuilder();
    private WebSocket ws;
    public volatile boolean closed;
    private JsonNode lastState;

    private SeatClient(String gameId, int seat) {
        this.gameId = gameId;
        this.seat = seat;
    }

    public static SeatClient connect(TestServer server, String gameId, int seat, String token) {
        SeatClient c = new SeatClient(gameId, seat);
        String url = "ws://127.0.0.1:" + server.server.port() + "/ws/games/" + gameId + "?seat=" + seat + "&token=" + token;
        c.ws = server.http.newWebSocketBuilder().buildAsync(URI.create(url), c).join();
        return c;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String text = partial.toString();
            partial.setLength(0);
            synchronized (received) {
                received.add(text);
            }
            try {
                inbox.add(ChoiceCodec.JSON.readTree(text));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed = true;
        return null;
    }

    /** The next message (waits up to 20 s). */
    public JsonNode next() {
        try {
            JsonNode n = inbox.poll(20, TimeUnit.SECONDS);
            if (n == null) throw new AssertionError("no message from the server within 20 s (seat " + seat + ")");
            if ("state".equals(n.path("type").asText())) lastState = n;
            return n;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The next message of the given type; state messages passed over are remembered. */
    public JsonNode next(String type) {
        while (true) {
            JsonNode n = next();
            if (type.equals(n.path("type").asText())) return n;
        }
    }

    public boolean hasMore() {
        return !inbox.isEmpty();
    }

    public JsonNode lastState() {
        return lastState;
    }

    public void send(String text) {
        ws.sendText(text, true).join();
    }

    public void choose(int seq, ObjectNode choice) {
        ObjectNode m = ChoiceCodec.JSON.createObjectNode().put("type", "choice").put("seq", seq);
        m.set("choice", choice);
        send(m.toString());
    }

    @Override
    public void close() {
        if (!closed) ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
    }
}
