package dev.arbiter.agents.sim;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.agents.mcts.MctsAgent;
import dev.arbiter.agents.mcts.MctsBudget;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The agents a simulation or a game can use, by the name given on the command line. */
public enum AgentKind {
    RANDOM, HEURISTIC, MCTS;

    public static AgentKind parse(String name) {
        for (AgentKind k : values()) if (k.name().equalsIgnoreCase(name.trim())) return k;
        throw new IllegalArgumentException("unknown agent \"" + name + "\" (known: "
                + Arrays.stream(values()).map(AgentKind::label).collect(Collectors.joining(", ")) + ")");
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A new agent of this kind with its own seed; {@code budget} is used by MCTS only. */
    public Agent create(long seed, MctsBudget budget) {
        return switch (this) {
            case RANDOM -> new RandomAgent(seed);
            case HEURISTIC -> new HeuristicAgent(seed);
            case MCTS -> new MctsAgent(seed, budget);
        };
    }
}
