package dev.arbiter.server.game;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.RandomAgent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * The AI opponents a person can play, by name. Each is made from a seed so a game stays
 * reproducible. Another agent joins the list with one {@link #register} line (e.g. the heuristic
 * agent: {@code register("heuristic", HeuristicAgent::new)}).
 */
public final class Opponents {
    private static final Map<String, LongFunction<Agent>> AGENTS = new LinkedHashMap<>();

    static {
        register("random", RandomAgent::new);
        register("heuristic", dev.arbiter.agents.heuristic.HeuristicAgent::new); // agents issue: the rule-based opponent
    }

    private Opponents() {
    }

    public static synchronized void register(String name, LongFunction<Agent> factory) {
        AGENTS.put(name, factory);
    }

    public static synchronized List<String> names() {
        return List.copyOf(AGENTS.keySet());
    }

    public static synchronized Agent create(String name, long seed) {
        LongFunction<Agent> f = AGENTS.get(name);
        if (f == null) throw new BadRequest("no AI opponent named \"" + name + "\" (known: " + String.join(", ", AGENTS.keySet()) + ")");
        return f.apply(seed);
    }
}
