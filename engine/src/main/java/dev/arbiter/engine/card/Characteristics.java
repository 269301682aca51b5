package dev.arbiter.engine.card;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;

/**
 * An object's characteristics as the layer system computes them (109.3, 613): never stored on
 * the object, always derived. The keyword mask and the activated, protection and landwalk
 * ability lists are derived from {@code abilities} when built, for fast checks.
 */
public record Characteristics(String name, ManaCost manaCost, int colors, int supertypes, int types,
                              List<String> subtypes, int power, int toughness, boolean hasPowerToughness,
                              List<Ability> abilities, long keywords, List<ActivatedAbility> activatedAbilities,
                              List<Protection> protections, List<Landwalk> landwalks, boolean layeredStatics,
                              boolean characteristicDefining) {
    /** The abilities are always a {@link dev.arbiter.engine.util.FrozenList} (loops over them allocate no iterator). */
    public Characteristics {
        abilities = dev.arbiter.engine.util.FrozenList.of(abilities);
    }

    public static Characteristics of(String name, ManaCost manaCost, int colors, int supertypes, int types,
                                     List<String> subtypes, int power, int toughness, boolean hasPowerToughness,
                                     List<Ability> abilities) {
        List<Ability> all = dev.arbiter.engine.util.FrozenList.of(abilities);
        long mask = 0;
        List<ActivatedAbility> activated = new ArrayList<>(1);
        List<Protection> protections = new ArrayList<>(0);
        List<Landwalk> landwalks = new ArrayList<>(0);
        boolean layered = false;
        boolean cda = false;
        for (Ability a : all) {
            if (a instanceof StaticAbility st) {
                layered |= st.effect().layered();
                cda |= st.effect() instanceof StaticEffect.CharacteristicPowerToughness;
            }
            if (a instanceof KeywordAbility k) mask |= k.keyword().bit();
            else if (a instanceof ActivatedAbility x) activated.add(x);
            else if (a instanceof Protection p) protections.add(p);
            else if (a instanceof Landwalk l) landwalks.add(l);
        }
        return new Characteristics(name, manaCost, colors, supertypes, types, List.copyOf(subtypes), power, toughness,
                hasPowerToughness, all, mask, List.copyOf(activated), List.copyOf(protections), List.copyOf(landwalks), layered,
                cda);
    }

    public static Characteristics of(CardDefinition def) {
        return def.baseCharacteristics();
    }

    public boolean is(CardType type) {
        return (types & type.bit()) != 0;
    }

    public boolean isCreature() {
        return is(CardType.CREATURE);
    }

    public boolean isLand() {
        return is(CardType.LAND);
    }

    public boolean isSuper(Supertype s) {
        return (supertypes & s.bit()) != 0;
    }

    public boolean isColor(Color c) {
        return (colors & c.bit()) != 0;
    }

    public boolean has(Keyword k) {
        return (keywords & k.bit()) != 0;
    }

    public boolean hasSubtype(String subtype) {
        for (String s : subtypes) if (s.equalsIgnoreCase(subtype)) return true;
        return has(Keyword.CHANGELING) && CreatureTypes.isCreatureType(subtype); // 702.73a: every creature type
    }

    public Characteristics withPowerToughness(int p, int t) {
        return new Characteristics(name, manaCost, colors, supertypes, types, subtypes, p, t, hasPowerToughness,
                abilities, keywords, activatedAbilities, protections, landwalks, layeredStatics, characteristicDefining);
    }

    public Characteristics withAbilities(List<Ability> newAbilities) {
        return of(name, manaCost, colors, supertypes, types, subtypes, power, toughness, hasPowerToughness, newAbilities);
    }

    public Characteristics withTypes(int newSupertypes, int newTypes, List<String> newSubtypes) {
        return new Characteristics(name, manaCost, colors, newSupertypes, newTypes, List.copyOf(newSubtypes), power,
                toughness, hasPowerToughness, abilities, keywords, activatedAbilities, protections, landwalks, layeredStatics, characteristicDefining);
    }

    public Characteristics withColors(int newColors) {
        return new Characteristics(name, manaCost, newColors, supertypes, types, subtypes, power, toughness,
                hasPowerToughness, abilities, keywords, activatedAbilities, protections, landwalks, layeredStatics, characteristicDefining);
    }
}
