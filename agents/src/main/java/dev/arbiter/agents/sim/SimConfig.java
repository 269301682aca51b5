package dev.arbiter.agents.sim;

import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.engine.card.CardDefinition;

import java.util.List;

/**
 * A simulation: deck A against deck B, {@code games} games with seats alternating (even games:
 * deck A in seat 0), deck A played by {@code agentA} and deck B by {@code agentB}, on
 * {@code threads} threads, every game's seed derived from {@code seed} and its index. A game
 * still running after {@code turnLimit} turns is stopped and counted as unfinished.
 */
public record SimConfig(String nameA, List<CardDefinition> deckA, String nameB, List<CardDefinition> deckB, int games,
                        AgentKind agentA, AgentKind agentB, int threads, long seed, int turnLimit, MctsBudget budget) {
    public SimConfig {
        if (games < 1) throw new IllegalArgumentException("--games must be at least 1 (got " + games + ")");
        if (threads < 1) throw new IllegalArgumentException("--threads must be at least 1 (got " + threads + ")");
        if (turnLimit < 1) throw new IllegalArgumentException("--turn-limit must be at least 1 (got " + turnLimit + ")");
        deckA = List.copyOf(deckA);
        deckB = List.copyOf(deckB);
    }
}
