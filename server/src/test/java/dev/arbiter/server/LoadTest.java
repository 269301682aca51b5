package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Concurrent games against the AI through the WebSocket API on loopback: the time from sending
 * a choice to receiving the server's answer (the new state, after the AI has played), p50 and
 * p99, and errors. Bounded: a fixed number of games, each with a cap on messages, within 10
 * minutes. The default run plays 5 games; {@code -Darbiter.load.games=50} plays the full 50
 * (figures in docs/PERFORMANCE.md). Speed is reported, never asserted.
 */
class LoadTest {
    @Test
    void concurrentAiGamesThroughTheWebSocket() throws Exception {
        int games = Integer.getInteger("arbiter.load.games", 5);
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger errors = new AtomicInteger();
        AtomicInteger rejections = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        List<String> problems = Collections.synchronizedList(new ArrayList<>());
        long start = System.nanoTime();
        try (TestServer server = new TestServer()) {
            ExecutorService pool = Executors.newFixedThreadPool(games);
            List<Future<?>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                long seed = 1000 + g;
                futures.add(pool.submit(() -> {
                    try (SeatClient me = server.createAndConnect("{\"name\":\"alice\",\"seed\":" + seed + "}")) {
                        JsonBot bot = new JsonBot(seed);
                        JsonNode state = me.next("state");
                        boolean fallback = false;
                        for (int i = 0; i < 20_000 && !state.get("over").asBoolean(); i++) {
                            long t0 = System.nanoTime();
                            me.choose(state.get("seq").asInt(), bot.choose(state.get("decision"), fallback));
                            JsonNode reply = me.next();
                            latencies.add(System.nanoTime() - t0);
                            if (reply.get("type").asText().equals("error")) {
                                if (!reply.get("code").asText().equals("illegal")) {
                                    errors.incrementAndGet();
                                    problems.add(reply.toString());
                                    return;
                                }
                                rejections.incrementAndGet();
                                fallback = true;
                                continue;
                            }
                            fallback = false;
                            state = reply;
                        }
                        if (state.get("over").asBoolean()) finished.incrementAndGet();
                    } catch (RuntimeException | AssertionError e) {
                        errors.incrementAndGet();
                        problems.add("seed " + seed + ": " + e);
                    }
                    return;
                }));
            }
            pool.shutdown();
            assertThat(pool.awaitTermination(10, TimeUnit.MINUTES)).as("load test within 10 minutes").isTrue();
            for (Future<?> f : futures) f.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        String report = String.format("load test: %d concurrent AI games over WebSocket on 127.0.0.1, %d finished in %.1f s;"
                        + " %d actions, latency per action p50 %.2f ms, p99 %.2f ms, max %.2f ms; %d engine rejections (the bot's"
                        + " illegal guesses), %d errors",
                games, finished.get(), seconds, sorted.size(), ms(sorted, 0.50), ms(sorted, 0.99), ms(sorted, 1.0),
                rejections.get(), errors.get());
        System.out.println(report);
        assertThat(problems).isEmpty();
        assertThat(errors.get()).isZero();
        assertThat(finished.get()).isEqualTo(games);
    }

    private static double ms(List<Long> sorted, double q) {
        if (sorted.isEmpty()) return 0;
        int i = (int) Math.min(sorted.size() - 1, Math.ceil(q * sorted.size()) - 1);
        return sorted.get(Math.max(0, i)) / 1e6;
    }
}
