package dev.arbiter.engine.ability;

/**
 * Cipher (702.99a) on an instant or sorcery: "If this spell is represented by a card, you may exile this card encoded on
 * a creature you control" as its last effect, and "For as long as this card is encoded on that creature, that creature
 * has 'Whenever this creature deals combat damage to a player, you may copy the encoded card and you may cast the copy
 * without paying its mana cost.'" The engine carries it out as the spell resolves (stack.Ciphering).
 */
public record Cipher() implements Ability {
    @Override
    public String text() {
        return "Cipher";
    }
}
