package dev.arbiter.cards.text;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The raw facts of one card as written in a card file (no rules compilation).
 *
 * <p>{@code costSymbols} are the mana symbols without braces, upper-cased ({@code {2}{G}{G}} is
 * {@code ["2","G","G"]}, hybrid is {@code "W/U"}); {@code power}, {@code toughness} and
 * {@code loyalty} are {@code null} when the type line has none; {@code pos} is the name line.
 */
public record CardText(
        String name,
        List<String> costSymbols,
        boolean hasManaCost,
        List<String> supertypes,
        List<String> types,
        List<String> subtypes,
        String power,
        String toughness,
        String loyalty,
        Optional<String> colorIndicator,
        List<RulesLine> rules,
        SourcePos pos) {

    /** Copies the lists and checks the required parts are present. */
    public CardText {
        Objects.requireNonNull(name, "name");
        costSymbols = List.copyOf(costSymbols);
        supertypes = List.copyOf(supertypes);
        types = List.copyOf(types);
        subtypes = List.copyOf(subtypes);
        Objects.requireNonNull(colorIndicator, "colorIndicator");
        rules = List.copyOf(rules);
        Objects.requireNonNull(pos, "pos");
    }

    /** The mana cost as written in braces, e.g. {@code {2}{G}{G}}; empty when there is none. */
    public String manaCost() {
        StringBuilder sb = new StringBuilder();
        costSymbols.forEach(s -> sb.append('{').append(s).append('}'));
        return sb.toString();
    }

    /** The cleaned text of every rules line, in order. */
    public List<String> rulesTexts() {
        return rules.stream().map(RulesLine::text).toList();
    }

    /** Whether the card has the given card type (e.g. {@code "Creature"}). */
    public boolean hasType(String type) {
        return types.contains(type);
    }

    /** Whether the card has the given supertype (e.g. {@code "Legendary"}). */
    public boolean hasSupertype(String supertype) {
        return supertypes.contains(supertype);
    }
}
