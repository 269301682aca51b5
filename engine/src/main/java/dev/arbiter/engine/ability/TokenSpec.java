package dev.arbiter.engine.ability;

import java.util.List;

/**
 * What a created token is (111.4): "a 1/1 green Insect creature token with flying and
 * deathtouch" — name, colours, types, subtypes, P/T and abilities. The token's name is its
 * subtypes plus "Token" (111.4).
 */
public record TokenSpec(String name, int colors, int types, List<String> subtypes, int power, int toughness,
                        List<Ability> abilities) {
    public TokenSpec {
        subtypes = List.copyOf(subtypes);
        abilities = List.copyOf(abilities);
    }
}
