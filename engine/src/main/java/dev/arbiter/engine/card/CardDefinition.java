package dev.arbiter.engine.card;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * A card as printed (its oracle text compiled into abilities): the copiable values every object
 * made from it starts with (109.3). Colour comes from the mana cost unless a colour indicator is
 * given (202.2, 204). {@code power}/{@code toughness} are null when the card has none; a
 * {@code *} is 0 here and defined by a characteristic-defining ability.
 */
public record CardDefinition(String name, ManaCost manaCost, boolean hasManaCost, int colorIndicator,
                             int supertypes, int types, List<String> subtypes, Integer power, Integer toughness,
                             Integer loyalty, List<Ability> abilities, List<String> rulesText) {
    public CardDefinition {
        subtypes = List.copyOf(subtypes);
        abilities = List.copyOf(abilities);
        rulesText = List.copyOf(rulesText);
    }

    /** Colours: the colour indicator if any (-1 = none), else the mana cost's colours (202.2). */
    public int colors() {
        return colorIndicator >= 0 ? colorIndicator : manaCost.colorMask();
    }

    public boolean is(CardType type) {
        return (types & type.bit()) != 0;
    }

    public boolean isSuper(Supertype s) {
        return (supertypes & s.bit()) != 0;
    }

    public boolean isPermanentCard() {
        return (types & CardType.PERMANENT_MASK) != 0;
    }

    /** The type line as printed: "Legendary Creature — Elf Druid". */
    public String typeLine() {
        StringBuilder sb = new StringBuilder();
        for (Supertype s : Supertype.values()) if (isSuper(s)) sb.append(s.word()).append(' ');
        for (CardType t : CardType.values()) if (is(t)) sb.append(t.word()).append(' ');
        String line = sb.toString().trim();
        if (!subtypes.isEmpty()) line += " — " + String.join(" ", subtypes);
        return line;
    }
}
