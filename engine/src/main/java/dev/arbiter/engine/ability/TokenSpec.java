package dev.arbiter.engine.ability;

import java.util.List;

/**
 * What a created token is (111.4): "a 1/1 green Insect creature token with flying and
 * deathtouch" — name, colours, types, subtypes, P/T and abilities. The token's name is its
 * subtypes plus "Token" (111.4).
 */
public record TokenSpec(String name, int colors, int types, List<String> subtypes, int power, int toughness,
                        List<Ability> abilities, int supertypes) {
    public TokenSpec {
        subtypes = List.copyOf(subtypes);
        abilities = List.copyOf(abilities);
    }

    /** A token without supertypes. */
    public TokenSpec(String name, int colors, int types, List<String> subtypes, int power, int toughness,
                     List<Ability> abilities) {
        this(name, colors, types, subtypes, power, toughness, abilities, 0);
    }

    /** The same token, legendary (205.4d: "Ragavan, a legendary 2/1 red Monkey creature token"). */
    public TokenSpec legendary() {
        return new TokenSpec(name, colors, types, subtypes, power, toughness, abilities,
                supertypes | dev.arbiter.engine.characteristic.Supertype.LEGENDARY.bit());
    }
}
