package dev.arbiter.engine.ability;

/**
 * "[player] exile(s) cards from the top of [their] library until [they] exile a [filter] card. You may cast that card
 * without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a
 * random order." (406, 608.2g, 118.9, 401.4): each player {@code who} names exiles from their own library until a card
 * matching {@code filter}; the ability's controller may cast that card free as the effect resolves; every card exiled
 * this way and not cast goes to the bottom of that library in a random order.
 */
public record ExileUntilMayCast(Who who, ObjectFilter filter) implements Effect {
}
