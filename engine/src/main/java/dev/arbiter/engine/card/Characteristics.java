package dev.arbiter.engine.card;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;

/**
 * An object's characteristics as the layer system computes them (109.3, 613): never stored on
 * the object, always derived. {@code keywords} is a bit mask of the parameterless keywords among
 * {@code abilities}, for fast checks.
 */
public record Characteristics(String name, ManaCost manaCost, int colors, int supertypes, int types,
                              List<String> subtypes, int power, int toughness, boolean hasPowerToughness,
                              List<Ability> abilities, long keywords) {

    public static Characteristics of(CardDefinition def) {
        return new Characteristics(def.name(), def.manaCost(), def.colors(), def.supertypes(), def.types(),
                def.subtypes(), def.power() == null ? 0 : def.power(), def.toughness() == null ? 0 : def.toughness(),
                def.power() != null, def.abilities(), keywordMask(def.abilities()));
    }

    public static long keywordMask(List<Ability> abilities) {
        long mask = 0;
        for (Ability a : abilities) if (a instanceof KeywordAbility k) mask |= k.keyword().bit();
        return mask;
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
        return false;
    }

    public List<Protection> protections() {
        List<Protection> out = new ArrayList<>(0);
        for (Ability a : abilities) if (a instanceof Protection p) out.add(p);
        return out;
    }

    /** The activated abilities, in order; their positions are the indices players activate by. */
    public List<ActivatedAbility> activatedAbilities() {
        List<ActivatedAbility> out = new ArrayList<>(1);
        for (Ability a : abilities) if (a instanceof ActivatedAbility x) out.add(x);
        return out;
    }

    public List<Landwalk> landwalks() {
        List<Landwalk> out = new ArrayList<>(0);
        for (Ability a : abilities) if (a instanceof Landwalk l) out.add(l);
        return out;
    }

    public Characteristics withPowerToughness(int p, int t) {
        return new Characteristics(name, manaCost, colors, supertypes, types, subtypes, p, t, hasPowerToughness,
                abilities, keywords);
    }

    public Characteristics withAbilities(List<Ability> newAbilities) {
        return new Characteristics(name, manaCost, colors, supertypes, types, subtypes, power, toughness,
                hasPowerToughness, List.copyOf(newAbilities), keywordMask(newAbilities));
    }

    public Characteristics withTypes(int newSupertypes, int newTypes, List<String> newSubtypes) {
        return new Characteristics(name, manaCost, colors, newSupertypes, newTypes, List.copyOf(newSubtypes), power,
                toughness, hasPowerToughness, abilities, keywords);
    }

    public Characteristics withColors(int newColors) {
        return new Characteristics(name, manaCost, newColors, supertypes, types, subtypes, power, toughness,
                hasPowerToughness, abilities, keywords);
    }
}
