package dev.arbiter.engine.ability;

/**
 * "[effect] unless any player pays {2}" / "Unless any player pays {2}, [effect]" (118.12, 101.4): as it resolves each
 * player {@code who} names (every player, or every opponent), in turn order from the active player, who can pay
 * {@code cost} (118.3) may pay it; once one does, nobody else is asked and {@code effect} doesn't happen; if nobody
 * does, it happens once. An X in the cost is the spell's X (107.3a).
 */
public record UnlessAnyPlayerPays(Who who, Cost cost, Effect effect) implements Effect {
}
