package dev.arbiter.engine.ability;

/**
 * "[effect] unless its controller has ~ deal 6 damage to them", "Target opponent may have ~ deal 4 damage to them. If
 * that player doesn't, [otherwise]", "Any opponent may have it deal 5 damage to them. If a player does, [ifDealt]"
 * (608.2d, 101.4): as it resolves each player {@code who} names is offered, in turn order, to be dealt {@code amount}
 * damage by the source; with {@code anyOne} the offer stops at the first who accepts. If one accepted (the damage is
 * dealt, 120.3), {@code ifDealt} happens with that player as "that player", else {@code otherwise}; either may be null.
 */
public record SourceDamageOffer(Who who, boolean anyOne, int amount, Effect ifDealt, Effect otherwise) implements Effect {
}
