package dev.arbiter.engine.ability;

/**
 * "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast." / "You may pay {0} rather than
 * pay the mana cost for Zombie creature spells you cast." (118.9, 601.2b): an alternative cost this permanent's
 * controller may announce for a spell matching {@code spells} (card types, subtypes and colours only), cast from any
 * zone; only one alternative cost applies to a spell (118.9a), additional costs and increases still do (118.9d).
 */
public record SpellsAlternativeCost(ObjectFilter spells, Cost cost, String text) implements StaticEffect {
}
