package dev.arbiter.engine.ability;

import java.util.List;

/**
 * Static effects that change characteristics through the layer system (613): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface LayerStatics {
    /** Layer 7c: "[affected] get(s) +P/+T" (613.4c), while the condition holds. */
    record ModifyPowerToughness(Affected affected, int power, int toughness, Condition condition)
            implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /** Layer 7c: "[affected] get(s) +P/+T for each [permanent]" (613.4c, 107.1): P/T times the count, counted anew. */
    record ModifyPowerToughnessPerCount(Affected affected, int power, int toughness, Amount count, Condition condition)
            implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 7b: "[affected] has base power and toughness P/T" (613.4b), while the condition holds (a level striation, 711.2a). */
    record SetBasePowerToughness(Affected affected, int power, int toughness, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 6: "[affected] has/have [abilities]" (613.1f), while the condition holds. */
    record GrantAbilities(Affected affected, List<Ability> abilities, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }

        public GrantAbilities {
            abilities = List.copyOf(abilities);
        }
    }

    /**
     * "This effect doesn't remove ~." after an Aura's "Enchanted creature has protection from
     * [quality]" (the Wards): the protection it grants doesn't make this Aura itself fall off
     * (702.16c, 704.5m); other Auras with that quality still do.
     */
    record ProtectionKeepsSource() implements StaticEffect {
    }

    /**
     * "[enchanted permanent] can't be enchanted by other Auras" (303.4, 704.5m): any Aura but this source attached to
     * the affected permanent is attached illegally (and is put into its owner's graveyard).
     */
    record CantBeEnchantedByOtherAuras(Affected affected) implements StaticEffect {
    }

    /**
     * Layers 4-7b (205.1b, 613.1d-f, 613.4b): "[affected] are P/T [colours] [subtypes] creatures [with
     * abilities] that are still [their types]" (Living Plane, Kormus Bell), "Enchanted land is a 4/2 red
     * Beast creature with trample. It's still a land."; {@code types} are added with creature; colours
     * (when not 0) replace the object's; with {@code manaValue} the base P/T are each the object's mana
     * value (March of the Machines) instead of power/toughness.
     */
    record BecomeCreatures(Affected affected, int power, int toughness, int types, int colors, List<String> subtypes,
                           List<Ability> abilities, boolean manaValue) implements StaticEffect {
        public BecomeCreatures {
            subtypes = List.copyOf(subtypes);
            abilities = List.copyOf(abilities);
        }

        /** Only creature and a fixed P/T. */
        public BecomeCreatures(Affected affected, int power, int toughness) {
            this(affected, power, toughness, 0, 0, List.of(), List.of(), false);
        }

        public boolean layered() {
            return true;
        }

    }

    /**
     * 611.3b: {@link BecomeCreatures} while a condition holds: "As long as it's not your turn, ~ is a 2/3 Gargoyle artifact
     * creature with flying.", "~ is a 5/5 Golem artifact creature as long as you control three or more artifacts."
     */
    record BecomeCreaturesWhile(BecomeCreatures becomes, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 4: "[affected] are [types and subtypes] in addition to their other types". */
    record AddTypes(Affected affected, int types, List<String> subtypes) implements StaticEffect {
        public boolean layered() {
            return true;
        }

        public AddTypes {
            subtypes = List.copyOf(subtypes);
        }
    }

    /**
     * Layer 4: "As long as your devotion to blue is less than five, ~ isn't a creature." (205.1, 613.1d, 611.3b): the
     * affected objects lose the card types in {@code types} while the condition holds; their subtypes stay (205.3d only
     * keeps an object from gaining one).
     */
    record RemoveTypes(Affected affected, int types, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /**
     * Layer 4 (205.1a-b, 613.1d): "Enchanted creature is a Treefolk with base power and toughness 0/4" ({@code types} 0: its
     * creature types become {@code subtypes}, its card types and other subtypes stay) and "... is a Coward creature ..."
     * ({@code types} not 0: its card types become {@code types} and its subtypes {@code subtypes}; supertypes stay).
     */
    record SetTypes(Affected affected, int types, List<String> subtypes) implements StaticEffect {
        public boolean layered() {
            return true;
        }

        public SetTypes {
            subtypes = List.copyOf(subtypes);
        }
    }

    /**
     * Layer 4 (205.1a, 205.3d, 613.1d): "Enchanted permanent is an enchantment and loses all other card types", "... is a
     * colorless Forest land": the card types become {@code types}; the subtypes of the types it loses go with them
     * (creature types unless it stays a creature), those of the types it keeps stay; supertypes stay.
     */
    record BecomeOnlyTypes(Affected affected, int types) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 5 (105.3, 613.1e): "... is a black Zombie in addition to its other colors and types": these colours added. */
    record AddColors(Affected affected, int colors) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 5: "[affected] are [colours]". */
    record SetColors(Affected affected, int colors) implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /**
     * 611.3b, 613.1e: {@link SetColors} while a condition holds: "As long as seven or more cards are in your graveyard, ~
     * gets +3/+3, is black, ...": a layer-5 effect of a static ability on the battlefield, not a characteristic-defining
     * ability (604.3 allows no condition), so it applies only while the condition holds.
     */
    record SetColorsWhile(SetColors colors, Condition condition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /**
     * Layer 6: "[affected] lose [keyword]" (Melira: "Creatures your opponents control lose infect."); {@code always}: "... and
     * can't have or gain [keyword]" (Archetype of Courage), applied after every other layer-6 effect, whatever its timestamp.
     */
    record LoseKeyword(Affected affected, Keyword keyword, boolean always) implements StaticEffect {
        /** A loss in timestamp order (613.7). */
        public LoseKeyword(Affected affected, Keyword keyword) {
            this(affected, keyword, false);
        }

        public boolean layered() {
            return true;
        }

    }

    /**
     * Layer 6 (613.1f): "[affected] lose(s) all abilities" (Humility, Kasmina's Transmutation); the affected objects' own
     * static abilities stop applying in layers 6 and 7 (613.8a: the effects that would remove them apply first).
     */
    record LoseAllAbilities(Affected affected) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /** Layer 7a: a characteristic-defining ability, "~'s power and toughness are each equal to N" (604.3, 613.4a). */
    record CharacteristicPowerToughness(Amount power, Amount toughness) implements StaticEffect {
        public boolean layered() {
            return true;
        }

    }

    /** "You control enchanted creature." (613.1b): the source's controller controls the affected permanent. */
    record YouControl(Affected affected) implements StaticEffect {
    }

    /**
     * Layer 4: "Enchanted land is a Swamp." / "All Mountains are Plains." / "Enchanted land is the chosen
     * type." / "Enchanted land is a Mountain, Forest, and Plains." (305.7): the affected lands lose their land
     * types and the abilities from their rules text and gain the new basic land types' mana abilities; with
     * {@code inAddition} ("in addition to its other types") they keep both. {@code landTypes} empty: the type
     * chosen as the source entered.
     */
    record SetLandType(Affected affected, List<String> landTypes, boolean inAddition) implements StaticEffect {
        public SetLandType {
            landTypes = List.copyOf(landTypes);
        }

        public boolean layered() {
            return true;
        }
    }

    /** Layer 4: "~ is the chosen type in addition to its other types." (607.2; the creature type chosen as it entered). */
    record AddChosenType(Affected affected) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }

    /**
     * Layer 5: "[permanents] are the chosen color [in addition to their other colors]." (607.2, 105.3, 613.1e; the colour
     * chosen as the source entered); nothing while no colour was chosen.
     */
    record ChosenColorIs(Affected affected, boolean inAddition) implements StaticEffect {
        public boolean layered() {
            return true;
        }
    }
}
