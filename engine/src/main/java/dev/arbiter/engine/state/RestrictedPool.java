package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpendRestriction;
import dev.arbiter.engine.mana.ManaPool;

/**
 * Mana in a player's pool kept apart from the rest: added by {@code source}'s ability "Spend this mana only to ..." it
 * may pay only for what {@code only} allows (106.6; null: any payment); {@code untilEndOfTurn}: "Until end of turn,
 * you don't lose this mana as steps and phases end" (500.4), it empties only as the cleanup step ends; {@code onSpent}:
 * "When you spend this mana to cast [a spell], [effect]" (106.6, 603.7a, an {@link Effect.ManaSpendTrigger}) or "If that
 * mana is spent on [a spell], it gains ..." (106.6, an {@link Effect.ManaSpentRider}), or null. A payment that knows nothing of
 * these can't use the mana; it empties with the pool otherwise (500.4).
 */
public record RestrictedPool(int source, SpendRestriction only, ManaPool mana, boolean untilEndOfTurn,
                             Effect onSpent) {
    public RestrictedPool(int source, SpendRestriction only, ManaPool mana, boolean untilEndOfTurn) {
        this(source, only, mana, untilEndOfTurn, null);
    }

    /** The same mana, now {@code m}. */
    public RestrictedPool withMana(ManaPool m) {
        return new RestrictedPool(source, only, m, untilEndOfTurn, onSpent);
    }
}
