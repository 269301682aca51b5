package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.SpendRestriction;
import dev.arbiter.engine.mana.ManaPool;

/**
 * Mana in a player's pool that remembers a restriction (106.6): added by {@code source}'s ability "Spend this mana only
 * to ...", it may pay only for what {@code only} allows. Kept apart from the unrestricted pool, so a payment that knows
 * nothing of restrictions can't use it; it empties with the pool (500.4).
 */
public record RestrictedPool(int source, SpendRestriction only, ManaPool mana) {
}
