package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.Ability;

/**
 * The changes continuous effects make in the layers (613.1): control (layer 2), types (4), colours (5), abilities (6), power and toughness (7).
 * The records are named {@code Modification.X} everywhere (this interface is one of those {@link Modification}
 * extends); a new one goes into its file and into {@code Modification}'s {@code permits} list.
 */
public interface LayeredModifications {

    /**
     * A bestowed Aura (702.103b): layer 4, it is an Aura enchantment and not a creature; layer 6,
     * it has enchant creature. Lasts until it ceases to be bestowed (702.103e-f).
     */
    record Bestowed() implements Modification {
        public int layer() { return 4; }
        public int sublayer() { return 0; }
    }

    /** Layer 6: the affected objects gain an ability. */
    record AddAbility(Ability ability) implements Modification {
        public int layer() { return 6; }
        public int sublayer() { return 0; }
    }

    /** Layer 4: the affected objects gain card types and subtypes. */
    record AddTypes(int types, java.util.List<String> subtypes) implements Modification {
        public int layer() { return 4; }
        public int sublayer() { return 0; }
    }

    /**
     * Layer 4: the affected objects' card types and subtypes become these (205.1a: the new types replace the old,
     * an instant or sorcery keeping that type); supertypes stay.
     */
    record SetTypes(int types, java.util.List<String> subtypes) implements Modification {
        public int layer() { return 4; }
        public int sublayer() { return 0; }
    }

    /** Layer 4: the affected objects' creature types become these, their other types staying (205.1a, 613.1d). */
    record SetCreatureTypes(java.util.List<String> creatureTypes) implements Modification {
        public int layer() { return 4; }
        public int sublayer() { return 0; }
    }

    /** Layer 5: the affected objects become the given colours. */
    record SetColors(int colors) implements Modification {
        public int layer() { return 5; }
        public int sublayer() { return 0; }
    }

    /** Layer 5: the affected objects gain colours in addition to their other colours (105.3). */
    record AddColors(int colors) implements Modification {
        public int layer() { return 5; }
        public int sublayer() { return 0; }
    }

    /** Layer 6: the affected objects lose a keyword. */
    record LoseKeyword(dev.arbiter.engine.ability.Keyword keyword) implements Modification {
        public int layer() { return 6; }
        public int sublayer() { return 0; }
    }

    /** Layer 6: the affected objects lose all abilities (613.1f). */
    record LoseAllAbilities() implements Modification {
        public int layer() { return 6; }
        public int sublayer() { return 0; }
    }

    /** Layer 6: the affected objects lose all landwalk abilities, snow landwalk included (seed 502.6c). */
    record LoseAllLandwalk() implements Modification {
        public int layer() { return 6; }
        public int sublayer() { return 0; }
    }

    /** Layer 7d: power and toughness switch (613.4d). */
    record SwitchPowerToughness() implements Modification {
        public int layer() { return 7; }
        public int sublayer() { return 4; }
    }

    /** Layer 7c: +P/+T (613.4c). */
    record ModifyPowerToughness(int power, int toughness) implements Modification {
        public int layer() { return 7; }
        public int sublayer() { return 3; }
    }

    /** Layer 7b: base P/T each equal to the object's mana value (613.4b, 202.3). */
    record SetPowerToughnessToManaValue() implements Modification {
        public int layer() { return 7; }
        public int sublayer() { return 2; }
    }

    /** Layer 7b: P/T set to values (613.4b). */
    record SetPowerToughness(int power, int toughness) implements Modification {
        public int layer() { return 7; }
        public int sublayer() { return 2; }
    }

    /**
     * Layer 2 (613.1b): {@code player} controls the affected permanent; it ends when any of
     * {@code lasting} stops holding (611.2b), judged for the source as it was when the effect began
     * ({@code sourceZoneChanges}).
     */
    record ControlChange(int player, java.util.List<dev.arbiter.engine.ability.ControlLasting> lasting,
                         int sourceZoneChanges) implements Modification {
        public int layer() { return 2; }
        public int sublayer() { return 0; }
    }

    /** Layer 4: the affected lands' land types become {@code landTypes} (305.7), from a resolved effect. */
    record SetLandType(java.util.List<String> landTypes) implements Modification {
        public SetLandType {
            landTypes = java.util.List.copyOf(landTypes);
        }

        public int layer() { return 4; }
        public int sublayer() { return 0; }
    }
}
