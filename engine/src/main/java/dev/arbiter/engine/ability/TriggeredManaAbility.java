package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaPool;

/**
 * A triggered mana ability (605.1b): "Whenever enchanted land is tapped for mana" (Wild Growth)
 * or "Whenever a Mountain is tapped for mana" (Gauntlet of Might), "its controller adds an
 * additional" {@code adds}. It doesn't use the stack: it resolves right after the mana ability
 * that triggered it (605.4a). {@code landSubtype} null: the land this Aura enchants.
 */
public record TriggeredManaAbility(String landSubtype, ManaPool adds, String text) implements Ability {
}
