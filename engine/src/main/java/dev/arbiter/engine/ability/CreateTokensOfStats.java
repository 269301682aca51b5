package dev.arbiter.engine.ability;

/**
 * "create a black Zombie creature token. Its power is equal to that card's power and its toughness is equal to that card's
 * toughness." (111.3, 608.2h): {@code create} (a {@link Effect.CreateTokens}, {@link Effect.CreateTokensFor} or
 * {@link Effect.CreateTokensThen} of them) makes tokens whose power is {@code power} and toughness {@code toughness}, both
 * counted once as it resolves.
 */
public record CreateTokensOfStats(Effect create, Amount power, Amount toughness) implements Effect {
}
