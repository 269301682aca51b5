package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaPool;

/**
 * A triggered mana ability (605.1b) that watches a land being tapped for mana (106.12a): "Whenever
 * enchanted land is tapped for mana, its controller adds an additional {G}" (Wild Growth), "Whenever a
 * player taps a land for mana, that player adds one mana of any type that land produced" (Mana Flare),
 * "Whenever you tap a Swamp for mana, add an additional {B}". It doesn't use the stack: it resolves right
 * after the mana ability that triggered it (605.4a); the land's controller, who tapped it, adds the mana.
 *
 * @param lands  which lands it watches; null for the land this Aura enchants
 * @param tapper who must tap it: anyone ("is tapped", "a player taps") or the ability's controller ("you tap")
 * @param adds   the mana added, or null for one mana of any type that land produced (106.12a: the mana it just made)
 * @param anyColors with {@code adds} null: "an additional one mana of any color" (1) or "an additional two mana in any
 *                  combination of colors" (2) instead (106.1b, 106.1a), chosen as it resolves; 0 for neither
 */
public record TriggeredManaAbility(ObjectFilter lands, Tapper tapper, ManaPool adds, String text, int anyColors)
        implements Ability {

    public TriggeredManaAbility(ObjectFilter lands, Tapper tapper, ManaPool adds, String text) {
        this(lands, tapper, adds, text, 0);
    }

    /** Whether it adds mana of colours chosen as it resolves (106.1b). */
    public boolean anyColor() {
        return anyColors > 0;
    }

    /** How the trigger names who taps the land: "[land] is tapped", "a player taps [land]", "you tap [land]". */
    public enum Tapper { IS_TAPPED, A_PLAYER, YOU }
}
